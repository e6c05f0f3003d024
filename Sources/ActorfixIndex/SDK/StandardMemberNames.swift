// Generated; do not edit by hand. The member names (`func`, `var`, `let`, `case`; without a
// leading underscore) of the interfaces that `swift-synthesize-interface -module-name M` prints
// with the Swift 6.3.1 toolchain on Linux, for M in Swift, _Concurrency, Dispatch, Foundation,
// FoundationEssentials, FoundationInternationalization and FoundationNetworking.

extension SDKKnowledge {
    /// Names the standard library, Concurrency, Dispatch and Foundation declare as members: a use
    /// of `x.rounded()` whose receiver is not typed may be theirs, not a member of the project's
    /// `extension UIFont { var rounded }` (Apple's other frameworks are not listed).
    public static let standardMemberNames: Set<String> = Set(standardMemberNamesText.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    private static let standardMemberNamesText = """
        AES_128_GCM_SHA256 AES_256_GCM_SHA384 CHACHA20_POLY1305_SHA256 CancellationError DTLSv10
        DTLSv12 E2BIG EACCES EADDRINUSE EADDRNOTAVAIL EAFNOSUPPORT EAGAIN EALREADY EBADF EBADMSG EBUSY
        ECANCELED ECDHE_ECDSA_WITH_3DES_EDE_CBC_SHA ECDHE_ECDSA_WITH_AES_128_CBC_SHA
        ECDHE_ECDSA_WITH_AES_128_CBC_SHA256 ECDHE_ECDSA_WITH_AES_128_GCM_SHA256
        ECDHE_ECDSA_WITH_AES_256_CBC_SHA ECDHE_ECDSA_WITH_AES_256_CBC_SHA384
        ECDHE_ECDSA_WITH_AES_256_GCM_SHA384 ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256
        ECDHE_RSA_WITH_3DES_EDE_CBC_SHA ECDHE_RSA_WITH_AES_128_CBC_SHA
        ECDHE_RSA_WITH_AES_128_CBC_SHA256 ECDHE_RSA_WITH_AES_128_GCM_SHA256
        ECDHE_RSA_WITH_AES_256_CBC_SHA ECDHE_RSA_WITH_AES_256_CBC_SHA384
        ECDHE_RSA_WITH_AES_256_GCM_SHA384 ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256 ECHILD ECONNABORTED
        ECONNREFUSED ECONNRESET EDEADLK EDESTADDRREQ EDOM EDQUOT EEXIST EFAULT EFBIG EHOSTDOWN
        EHOSTUNREACH EIDRM EILSEQ EINPROGRESS EINTR EINVAL EIO EISCONN EISDIR ELOOP EMFILE EMLINK
        EMSGSIZE EMULTIHOP ENAMETOOLONG ENETDOWN ENETRESET ENETUNREACH ENFILE ENOBUFS ENODATA ENODEV
        ENOENT ENOEXEC ENOLCK ENOLINK ENOMEM ENOMSG ENOPROTOOPT ENOSPC ENOSR ENOSTR ENOSYS ENOTBLK
        ENOTCONN ENOTDIR ENOTEMPTY ENOTRECOVERABLE ENOTSOCK ENOTTY ENXIO EOVERFLOW EOWNERDEAD EPERM
        EPFNOSUPPORT EPIPE EPROTO EPROTONOSUPPORT EPROTOTYPE ERANGE EREMOTE EROFS ESHUTDOWN
        ESOCKTNOSUPPORT ESPIPE ESRCH ESTALE ETIME ETIMEDOUT ETOOMANYREFS ETXTBSY EUSERS EWOULDBLOCK
        EXDEV ISO8601 ISO8601Format NSCalendarDayChanged NSClassFromString NSCocoaErrorDomain
        NSCoderReadCorruptError NSCoderValueNotFoundError NSContainsRect NSDateComponentUndefined
        NSDebugDescriptionErrorKey NSDecimalAdd NSDecimalCompact NSDecimalCompare NSDecimalCopy
        NSDecimalDivide NSDecimalIsNotANumber NSDecimalMaxSize NSDecimalMultiply
        NSDecimalMultiplyByPowerOf10 NSDecimalNoScale NSDecimalNormalize NSDecimalPower NSDecimalRound
        NSDecimalString NSDecimalSubtract NSDidBecomeSingleThreaded NSDivideRect NSEdgeInsetsEqual
        NSEdgeInsetsMake NSEdgeInsetsZero NSEqualPoints NSEqualRanges NSEqualRects NSEqualSizes
        NSExecutableArchitectureMismatchError NSExecutableLinkError NSExecutableLoadError
        NSExecutableNotLoadableError NSExecutableRuntimeMismatchError NSFeatureUnsupportedError
        NSFileHandleConnectionAccepted NSFileHandleDataAvailable NSFileHandleNotificationDataItem
        NSFileHandleNotificationFileHandleItem NSFileHandleReadToEndOfFileCompletion NSFileLockingError
        NSFileManagerUnmountBusyError NSFileManagerUnmountUnknownError NSFileNoSuchFileError
        NSFilePathErrorKey NSFileReadCorruptFileError NSFileReadInapplicableStringEncodingError
        NSFileReadInvalidFileNameError NSFileReadNoPermissionError NSFileReadNoSuchFileError
        NSFileReadTooLargeError NSFileReadUnknownError NSFileReadUnknownStringEncodingError
        NSFileReadUnsupportedSchemeError NSFileWriteFileExistsError
        NSFileWriteInapplicableStringEncodingError NSFileWriteInvalidFileNameError
        NSFileWriteNoPermissionError NSFileWriteOutOfSpaceError NSFileWriteUnknownError
        NSFileWriteUnsupportedSchemeError NSFileWriteVolumeReadOnlyError NSFormattingError
        NSFullUserName NSGetSizeAndAlignment NSHTTPCookieManagerCookiesChanged NSHeight
        NSHelpAnchorErrorKey NSHomeDirectory NSHomeDirectoryForUser NSInsetRect NSIntegralRect
        NSIntegralRectWithOptions NSIntersectionRange NSIntersectionRect NSIntersectsRect NSIsEmptyRect
        NSKeyValueValidationError NSKeyedArchiveRootObjectKey NSLocalizedDescriptionKey
        NSLocalizedFailureReasonErrorKey NSLocalizedRecoveryOptionsErrorKey
        NSLocalizedRecoverySuggestionErrorKey NSLocalizedString NSLocationInRange NSLog NSLogv
        NSMachErrorDomain NSMakePoint NSMakeRange NSMakeRect NSMakeSize NSMaxRange NSMaxX NSMaxY NSMidX
        NSMidY NSMinX NSMinY NSMouseInRect NSNotFound NSOSStatusErrorDomain NSOffsetRect
        NSPOSIXErrorDomain NSPageSize NSPersonNameComponentDelimiter NSPersonNameComponentFamilyName
        NSPersonNameComponentGivenName NSPersonNameComponentKey NSPersonNameComponentMiddleName
        NSPersonNameComponentNickname NSPersonNameComponentPrefix NSPersonNameComponentSuffix
        NSPointFromCGPoint NSPointFromString NSPointInRect NSPointToCGPoint
        NSPropertyListReadCorruptError NSPropertyListReadStreamError
        NSPropertyListReadUnknownVersionError NSPropertyListWriteInvalidError
        NSPropertyListWriteStreamError NSRangeFromString NSRecoveryAttempterErrorKey NSRectFromCGRect
        NSRectFromString NSRectToCGRect NSRoundDownToMultipleOfPageSize NSRoundUpToMultipleOfPageSize
        NSSearchPathForDirectoriesInDomains NSSizeFromCGSize NSSizeFromString NSSizeToCGSize
        NSStreamSOCKSErrorDomain NSStreamSocketSSLErrorDomain NSStringEncodingErrorKey
        NSStringFromClass NSStringFromPoint NSStringFromRange NSStringFromRect NSStringFromSize
        NSStringToDecimal NSSystemTimeZoneDidChange NSTemporaryDirectory NSThreadWillExit
        NSTimeIntervalSince1970 NSURLAuthenticationMethodDefault NSURLAuthenticationMethodHTMLForm
        NSURLAuthenticationMethodHTTPBasic NSURLAuthenticationMethodHTTPDigest
        NSURLAuthenticationMethodNTLM NSURLAuthenticationMethodNegotiate NSURLCredentialStorageChanged
        NSURLCredentialStorageRemoveSynchronizableCredentials
        NSURLErrorAppTransportSecurityRequiresSecureConnection
        NSURLErrorBackgroundSessionInUseByAnotherProcess
        NSURLErrorBackgroundSessionRequiresSharedContainer NSURLErrorBackgroundSessionWasDisconnected
        NSURLErrorBackgroundTaskCancelledReasonKey NSURLErrorBadServerResponse NSURLErrorBadURL
        NSURLErrorCallIsActive NSURLErrorCancelled NSURLErrorCancelledReasonBackgroundUpdatesDisabled
        NSURLErrorCancelledReasonInsufficientSystemResources
        NSURLErrorCancelledReasonUserForceQuitApplication NSURLErrorCannotCloseFile
        NSURLErrorCannotConnectToHost NSURLErrorCannotCreateFile NSURLErrorCannotDecodeContentData
        NSURLErrorCannotDecodeRawData NSURLErrorCannotFindHost NSURLErrorCannotLoadFromNetwork
        NSURLErrorCannotMoveFile NSURLErrorCannotOpenFile NSURLErrorCannotParseResponse
        NSURLErrorCannotRemoveFile NSURLErrorCannotWriteToFile NSURLErrorClientCertificateRejected
        NSURLErrorClientCertificateRequired NSURLErrorDNSLookupFailed
        NSURLErrorDataLengthExceedsMaximum NSURLErrorDataNotAllowed NSURLErrorDomain
        NSURLErrorDownloadDecodingFailedMidStream NSURLErrorDownloadDecodingFailedToComplete
        NSURLErrorFailingURLErrorKey NSURLErrorFailingURLPeerTrustErrorKey
        NSURLErrorFailingURLStringErrorKey NSURLErrorFileDoesNotExist NSURLErrorFileIsDirectory
        NSURLErrorHTTPTooManyRedirects NSURLErrorInternationalRoamingOff NSURLErrorKey
        NSURLErrorNetworkConnectionLost NSURLErrorNoPermissionsToReadFile
        NSURLErrorNotConnectedToInternet NSURLErrorRedirectToNonExistentLocation
        NSURLErrorRequestBodyStreamExhausted NSURLErrorResourceUnavailable
        NSURLErrorSecureConnectionFailed NSURLErrorServerCertificateHasBadDate
        NSURLErrorServerCertificateHasUnknownRoot NSURLErrorServerCertificateNotYetValid
        NSURLErrorServerCertificateUntrusted NSURLErrorTimedOut NSURLErrorUnknown
        NSURLErrorUnsupportedURL NSURLErrorUserAuthenticationRequired
        NSURLErrorUserCancelledAuthentication NSURLErrorZeroByteResource NSURLProtectionSpaceFTP
        NSURLProtectionSpaceFTPProxy NSURLProtectionSpaceHTTP NSURLProtectionSpaceHTTPProxy
        NSURLProtectionSpaceHTTPS NSURLProtectionSpaceHTTPSProxy NSURLProtectionSpaceSOCKSProxy
        NSURLSessionTransferSizeUnknown NSUbiquitousFileNotUploadedDueToQuotaError
        NSUbiquitousFileUbiquityServerNotAvailable NSUbiquitousFileUnavailableError
        NSUnderlyingErrorKey NSUnionRange NSUnionRect NSUserActivityConnectionUnavailableError
        NSUserActivityHandoffFailedError NSUserActivityHandoffUserInfoTooLargeError
        NSUserActivityRemoteApplicationTimedOutError NSUserCancelledError NSUserName NSWidth
        NSWillBecomeMultiThreaded NSXPCConnectionInterrupted NSXPCConnectionInvalid
        NSXPCConnectionReplyInvalid NSZeroPoint NSZeroRect NSZeroSize RSA_WITH_3DES_EDE_CBC_SHA
        RSA_WITH_AES_128_CBC_SHA RSA_WITH_AES_128_CBC_SHA256 RSA_WITH_AES_128_GCM_SHA256
        RSA_WITH_AES_256_CBC_SHA RSA_WITH_AES_256_CBC_SHA256 RSA_WITH_AES_256_GCM_SHA384 TLSv10 TLSv11
        TLSv12 TLSv13 URLSessionDownloadTaskResumeData abbreviated abbreviation abbreviationDictionary
        abnormalClosure above aboveLeft aboveRight abs absoluteString absoluteURL
        acceptConnectionInBackgroundAndNotify acceptInput accounting accountingAlways acos acosh
        acreFeet acres activate activeProcessorCount actualByteCount add addAttribute addAttributes
        addBarrierBlock addCharacters addChild addDependency addEntries addExecutionBlock
        addImmediateTask addImmediateTaskUnlessCancelled addObjects addObserver addOperation
        addOperations addProduct addSuite addTask addTaskUnlessCancelled addTimeInterval addValue
        addedToDirectoryDate addedToDirectoryDateKey adding addingObjects addingPercentEncoding
        addingProduct addingReportingOverflow addingTimeInterval address addresses adjective
        adjustingRanges adlam adminApplicationDirectory adposition advanced adverb afghanistan
        afterDate afterOccurrences afterPrefix afterSuffix age aggregate ainu albania albanian algeria
        alignAllEdgesInward alignAllEdgesNearest alignAllEdgesOutward alignHeightInward
        alignHeightNearest alignHeightOutward alignMaxXInward alignMaxXNearest alignMaxXOutward
        alignMaxYInward alignMaxYNearest alignMaxYOutward alignMinXInward alignMinXNearest
        alignMinXOutward alignMinYInward alignMinYNearest alignMinYOutward alignRectFlipped
        alignWidthInward alignWidthNearest alignWidthOutward alignedDown alignedUp alignment all
        allApplicationsDirectory allBundles allCases allCredentials allDomainsMask allFrameworks
        allHTTPHeaderFields allHeaderFields allKeys allLibrariesDirectory allObjects
        allPartitionsAndEjectDisk allSatisfy allValues allocate allocator allow
        allowCommentsAndWhitespace allowFragments allowLossy allowed allowedClasses allowedFields
        allowedInMemoryOnly allowedUnits allowsCellularAccess allowsFloats allowsJSON5
        allowsKeyedCoding allowsNonnumericFormatting alpha2 alpha3 alphanumeric alphanumerics
        alternateDescription alternateQuotationBeginDelimiter alternateQuotationBeginDelimiterKey
        alternateQuotationEndDelimiter alternateQuotationEndDelimiterKey always alwaysMapped
        alwaysShowsDecimalSeparator amPM amSymbol americanSamoa amharic ampereHours amperes anchor
        anchored anchorsMatchLineEndings anchorsMatchLines and andorra angola anguilla antarctica
        antiguaBarbuda any anyGrapheme anyKey anyNonNewline anyObject anyUnicodeScalar apacheWestern
        appStoreReceiptURL appTransportSecurityRequiresSecureConnection append appendInterpolation
        appendLiteral appendOnly appendPathComponent appendPathExtension appending appendingFormat
        appendingPathComponent appendingPathExtension applicationDirectory applicationIsScriptable
        applicationIsScriptableKey applicationScriptsDirectory applicationSupportDirectory
        applyTransform applying applyingTransform arabic arabicNastaliq arcMinutes arcSeconds
        archiveRootObject archivedData archiver archiverDidFinish archiverWillFinish ares argc
        argentina argumentDomain arguments armenia armenian array aruba asSerialExecutor asTaskExecutor
        asUnownedSerialExecutor asUnownedTaskExecutor asap ascending ascensionIsland ascii
        asciiOnlyCharacterClasses asciiOnlyDigits asciiOnlyWhitespace asciiOnlyWordCharacters
        asciiValue asin asinh assamese assert assertIsolated assertion assertionFailure assign
        assignCurrentContext associativeList assumeIsolated assumesTopLevelDictionary
        assumingMemoryBound assyrian astronomicalUnits async asyncAfter asyncDetached
        asyncUnlessCancelled atEnd atan atan2 atanh atom atomic attachedAbove attachedAboveRight
        attachedBelow attachedBelowLeft attemptRecovery attoseconds attrib attribute attributeChanged
        attributeModificationDate attributeModificationDateKey attributed attributedSubstring
        attributes attributesOfFileSystem attributesOfItem australia austria authenticationMethod
        automatic autosavedInformationDirectory autoupdatingCurrent availableCollations availableData
        availableIdentifiers availableLocaleIdentifiers availableNumberingSystems
        availableStringEncodings awayFromZero azerbaijan azerbaijani background
        backgroundSessionInUseByAnotherProcess backgroundSessionRequiresSharedContainer
        backgroundSessionWasDisconnected backreference backward backwards badServerResponse badURL
        bahamas bahrain bangla bangladesh bankers barbados barrier bars base base64 base64EncodedData
        base64EncodedString base64URLAlphabet baseAddress basePriority baseURL baseUnit baseUnitValue
        bcp47 becomeCurrent becomeDownload beforePrefix beforeSuffix beginEditing beginningOfSentence
        beginsWith belarus belarusian belgium belize below belowLeft belowRight benin bermuda between
        bhutan bidirectionalCollectionLast bigEndian binade binary bindMemory binding bitPattern
        bitWidth bitmapRepresentation bits block blockSpecial bodo bolivia bool boolValue
        bosniaHerzegovina botswana bottom bottomToTop bouvetIsland brazil britishVirginIslands
        broadcast brunei buddhist buffer bufferingNewest bufferingOldest build_Arg build_Arithmetic
        build_ClosedRange build_Comparison build_Conditional build_Conjunction build_Disjunction
        build_Division build_Equal build_ForcedUnwrap build_KeyPath build_Negation build_NilCoalesce
        build_NilLiteral build_NotEqual build_Range build_Remainder build_UnaryMinus build_allSatisfy
        build_contains build_evaluate build_filter build_flatMap build_max build_min build_starts
        build_subscript builtInPlugInsPath builtInPlugInsURL bulgaria bulgarian bundleIdentifier
        bundlePath bundleURL burkinaFaso burmese burundi bushels busy byComposedCharacterSequences
        byLines byParagraphs byte byteCount byteOffsets byteSwapped bytes bytesEqual c cString cache
        cachePolicy cachedResponse cachesDirectory calendar calendarIdentifier callAsFunction
        callIsActive callSignaling callStackReturnAddresses callStackSymbols calorie calories cambodia
        cameroon canBeConverted canInflect canInflectPreferredLocalization canInit canada canaryIslands
        cancel cancelAll cancelAllOperations cancelAuthenticationChallenge canceling
        cancellationHandler cancelled cannotCloseFile cannotConnectToHost cannotCreateFile
        cannotDecodeContentData cannotDecodeRawData cannotFindHost cannotLoadFromNetwork cannotMoveFile
        cannotOpenFile cannotParseResponse cannotRemoveFile cannotWriteToFile canonicalCombiningClass
        canonicalIdentifier canonicalLanguageIdentifier canonicalLocaleIdentifier canonicalPath
        canonicalPathKey canonicalRequest cantonese capacity capeVerde capitalizationContext
        capitalized capitalizedLetter capitalizedLetters carats caretAnchor caribbeanNetherlands
        caseInsensitive caseInsensitiveCompare caseSensitive catalan category caymanIslands cbrt
        ceiling celsius centigrams centiliters centimeter centimeters centralAfricanRepublic
        ceutaMelilla chad chagosArchipelago changeCurrentDirectoryPath changeMatchingOptions
        changesWhenCaseFolded changesWhenCaseMapped changesWhenLowercased changesWhenNFKCCaseFolded
        changesWhenTitlecased changesWhenUppercased char character characterClass characterDirection
        characterIsMember characterSpecial characters charactersEqual charactersToBeSkipped
        checkCancellation checkFileSystem checkForASCII checkForNFC checkIsolated
        checkResourceIsReachable cherokee children chile chinaMainland chinese christmasIsland clamp
        clamped class classFallbacksForKeyedArchiver classForCoder classForKeyedArchiver
        classForKeyedUnarchiver classNameForClass classNamed cldr client clientCertificateRejected
        clientCertificateRequired clippertonIsland close closeCode closeFile closePunctuation
        closeReason closed cocosIslands code codeUnits coderInvalidValue coderReadCorrupt
        coderValueNotFound codingKey codingPath coefficient collation collationIdentifier
        collatorIdentifier collection collectionCount collectionFirst collectionIsEmpty colombia colon
        combine comment commentURL common commonISOCurrencyCodes commonPrefix comoros compactMap
        compactMapValues compactName comparator compare complete completeFileProtection
        completeFileProtectionUnlessOpen completeFileProtectionUntilFirstUserAuthentication
        completePath completeUnlessOpen completeUntilFirstUserAuthentication completed
        completedUnitCount completionBlock component components componentsJoined componentsToDisplay
        compoundPredicateType concurrent concurrentPerform condensedAbbreviated condition conditional
        configuration congoBrazzaville congoKinshasa conjunction connectEndDate connectStartDate
        connectionProxyDictionary connectorPunctuation constant constantValue consuming container
        containingRegion contains containsValue contentAccessDate contentAccessDateKey
        contentModificationDate contentModificationDateKey contents contentsEqual contentsOfDirectory
        continent continueLoading continueWithoutCredential continuous control controlCharacters
        convert convertFromSnakeCase convertFromString convertToSnakeCase convertToString converted
        converter converting cookIslands cookieAcceptPolicy cookies coptic copy copyBytes copyItem
        copyMemory copying copysign coreServiceDirectory correction cos cosh costaRica coulombs count
        countLimit countOfBytesClientExpectsToReceive countOfBytesClientExpectsToSend
        countOfBytesExpectedToReceive countOfBytesExpectedToSend countOfBytesReceived countOfBytesSent
        countOfIndexes countOfRequestBodyBytesBeforeEncoding countOfRequestBodyBytesSent
        countOfRequestHeaderBytesSent countOfResponseBodyBytesAfterDecoding
        countOfResponseBodyBytesReceived countOfResponseHeaderBytesReceived countStyle countryCode
        create createDirectory createFile createSymbolicLink createTrampoline creationDate
        creationDateKey credentials croatia croatian cuba cubicCentimeters cubicDecimeters cubicFeet
        cubicInches cubicKilometers cubicMeters cubicMiles cubicMillimeters cubicYards cups cura
        currency currencyAccounting currencyCode currencyDecimalSeparator currencyGroupingSeparator
        currencyISOCode currencyPlural currencySymbol current currentCodeUnitOffset currentDirectory
        currentDirectoryPath currentDirectoryURL currentDiskUsage currentIndex
        currentLocaleDidChangeNotification currentMemoryUsage currentMode currentPriority
        currentRequest custom customIconKey customMirror customPlaygroundQuickLook customPronoun
        customized cyprus cyrillic czech czechia daily dangi danish dash dashPunctuation data
        dataCorrupted dataCorruptedError dataDecodingStrategy dataEncodingStrategy
        dataLengthExceedsMaximum dataNotAllowed dataRepresentation dataTask
        dataWrittenToMemoryStreamKey date dateComponents dateDecodingStrategy dateEncodingStrategy
        dateField dateFormat dateInterval dateIntervalOfWeekend dateSeparator dateStyle dateTemplate
        dateTime dateTimeSeparator dates day dayOfYear daylightSaving daylightSavingTimeOffset days
        daysOfTheMonth daysOfTheYear deallocate debugDescription debugPrint decameters decigrams
        deciliters decimal decimalDigit decimalDigits decimalNumber decimalNumberDivideByZeroException
        decimalNumberExactnessException decimalNumberOverflowException decimalNumberUnderflowException
        decimalSeparator decimalValue decimeters decode decodeArray decodeBool decodeCInt decodeCString
        decodeData decodeDouble decodeFloat decodeIfPresent decodeInt32 decodeInt64 decodeInteger
        decodeMarkdown decodeNil decodeObject decodePoint decodePropertyList decodeRect decodeSize
        decodeValue decodingConfiguration decodingFailurePolicy decomposable decomposables
        decomposedStringWithCanonicalMapping decomposedStringWithCompatibilityMapping
        decompressingAfterDownloading default defaultBehavior defaultCStringEncoding defaultCredential
        defaultDate defaultExecutor defaultMaxConcurrentOperationCount defaultPriority deferredToData
        deferredToDate degrees deinitialize deinitializeElement delegate delegateQueue delete
        deleteCharacters deleteCookie deleteLastPathComponent deletePathExtension
        deletingLastPathComponent deletingPathExtension delimiter demoApplicationDirectory denmark
        dependencies dequeueNotifications descendant description descriptionInStringsFileFormat
        desktopDirectory destinationOfSymbolicLink detach detachNewThread detached determiner
        devanagari developerApplicationDirectory developerDirectory developmentLocalization
        deviceIdentifier dhivehi diacriticInsensitive dictionary dictionaryRepresentation
        didBecomeInvalidNotification didChangeNotification didChangeValue didTerminateNotification
        diegoGarcia difference digit direct directory directoryAttributes discard discreteInput
        discreteProgress diskCapacity dispatchMain dispatchPrecondition displayName displayStyle
        distance distantFuture distantPast distinguishedNames divideByZero divided
        dividedReportingOverflow dividing dividingFullWidth djibouti dnsLookupFailed documentDirectory
        documentIdentifier documentIdentifierKey documentationDirectory doesRelativeDateFormatting
        dogri dollarAnchor domain domainLookupEndDate domainLookupStartDate domainResolutionProtocol
        dominica dominicanRepublic dot dotMatchesLineSeparators dotMatchesNewlines double doubleAbove
        doubleBelow doubleValue down download downloadDecodingFailedMidStream
        downloadDecodingFailedToComplete downloadTask downloading downloadsDirectory drop dropFirst
        dropLast dropped dslTreeKind dump duration durationField dutch dynamic dzongkha eager
        earlierDate earliestBeginDate eb ecuador edgeInsetsValue editingString effectiveIconKey egypt
        elSalvador element elements elementsEqual empty emptyInput enclosingMark encode encodeArray
        encodeBycopyObject encodeByrefObject encodeBytes encodeConditional encodeConditionalObject
        encodeIfPresent encodeNil encodePropertyList encodeRootObject encodeValue encodedData
        encodedHost encodedOffset encodedReplacementCharacter encodingConfiguration end endDate
        endEditing endEncountered endIndex endLineWithCarriageReturn endLineWithLineFeed endOfLine
        endOfSubject endOfSubjectBeforeNewline endsWith enforceQoS english enqueue enqueued enter enum
        enumerate enumerateAttribute enumerateAttributes enumerateBytes enumerateDates
        enumerateKeysAndObjects enumerateLines enumerateMatches enumerateObjects enumerateRanges
        enumerateSubstrings enumerated enumerator environment ephemeral equalTo equatorialGuinea era
        eraSymbols erf erfc eritrea error errorCode errorDescription errorDomain errorOccurred
        errorUserInfo escalatePriority escaped escapedPattern escapedTemplate estimatedTimeRemainingKey
        estonia estonian eswatini ethiopia ethiopic ethiopicAmeteAlem ethiopicAmeteMihret evaluate
        evaluatedObject evenHalf every evictsObjectsWithDiscardedContent exabits exabytes exbibits
        exbibytes exchange exchangeObject executableArchitectureMismatch executableArchitectures
        executableLink executableLoad executableNotLoadable executablePath executableRuntimeMismatch
        executableURL executionBlocks executor exemplarCharacterSet exit exp exp2 expandingTildeInPath
        expectedContentLength expires expiresDate explicit expm1 exponent exponentBitCount
        exponentBitPattern exponentSymbol expression extend extendLifetime extensionHidden
        externalRepresentation extractIsolation extractValues extracting fahrenheit failWithError
        failingURL failure failureReason failureResponse failureURLString falklandIslands false
        falseBranch familyName faroeIslands faroese fastestEncoding fatalError fathoms fdim
        featureUnsupported feet feminine femtowatts fetchStartDate fiji file fileAllocatedSize
        fileAllocatedSizeKey fileAttributes fileCompletedCountKey fileCurrentOffsetKey fileDescriptor
        fileDoesNotExist fileExists fileHandleForReading fileHandleForWriting
        fileHandleOperationException fileIsDirectory fileLocking fileManager fileManagerUnmountBusy
        fileManagerUnmountUnknown fileNoSuchFile fileOperationKindKey filePath filePathURL
        fileProtectionMask fileReadCorruptFile fileReadInapplicableStringEncoding
        fileReadInvalidFileName fileReadNoPermission fileReadNoSuchFile fileReadTooLarge
        fileReadUnknown fileReadUnknownStringEncoding fileReadUnsupportedScheme fileResourceIdentifier
        fileResourceIdentifierKey fileResourceType fileResourceTypeKey fileSecurityKey fileSize
        fileSizeKey fileSystemRepresentation fileTotalCountKey fileURL fileURLKey fileWriteFileExists
        fileWriteInapplicableStringEncoding fileWriteInvalidFileName fileWriteNoPermission
        fileWriteOutOfSpace fileWriteUnknown fileWriteUnsupportedScheme fileWriteVolumeReadOnly filter
        filtered filteredIndexSet finalPunctuation finalize finish finishDecoding finishEncoding
        finishTasksAndInvalidate finished finland finnish fire fireDate first firstDayOfWeek firstEqual
        firstIndex firstMatch firstMatchingPositionInSubject firstObject firstObjectCommon firstRange
        firstReserved firstWeekday fixed flatMap flatMapError float floatValue floatingPointClass floor
        fluidOunces flush fmax fmin folding foot forEach forSession forceCastFailure forceUnwrapFailure
        forcedOrdering foreignReference formIndex formIntersection formRemainder formSquareRoot
        formSymmetricDifference formTruncatingRemainder formUnion format formatOptions formatStyle
        formatWidth formatted formatting formattingContext forward foundation fraction
        fractionCompleted fractionLength fractionalPartDisplay fragment fragmentsAllowed france free
        freeCapacity french frenchGuiana frenchPolynesia frenchSouthernTerritories frequency frexp
        friday fromOpaque fula full fullName fullUserName fullwidthToHalfwidth function funlock
        furlongs gabon gallons gambia gb generalCategory generated generatesCalendarDates
        generatesDecimalNumbers generationIdentifier generationIdentifierKey generic georgia georgian
        german germany get getAllTasks getBuffer getBytes getCString getCachedResponse getCharacters
        getCredentials getDefaultCredential getEra getFileSystemRepresentation getHour getIndexes
        getLineStart getObjects getParagraphStart getRelationship getResourceValue getResult
        getSpecific getTasksWithCompletionHandler getValue ghana gibibits gibibytes gibraltar gigabits
        gigabytes gigahertz gigapascals gigawatts givenName global globalConcurrentExecutor
        globalDomain globallyUniqueString gmt goingAway gradians gram grammar grammaticalGender grams
        gramsPerLiter graphemeCluster gravity greaterThan greaterThanOrEqual greaterThanOrEqualTo
        greatestFiniteMagnitude greece greek greenland gregorian gregorianStartDate grenada
        groupOwnerAccountID groupOwnerAccountName grouping groupingSeparator groupingSize guadeloupe
        guam guatemala guernsey guinea guineaBissau gujarati gurmukhi guyana haiti halfDown halfEven
        halfUp hanSimplified hanTraditional handle hanifiRohingya hasBytesAvailable hasCommonParent
        hasDirectoryPath hasHiddenExtension hasHiddenExtensionKey hasMember hasMemberInPlane
        hasPassword hasPointerRepresentation hasPrefix hasSpaceAvailable hasSuffix
        hasThousandSeparators hash hashValue hawaiian header heardMcdonaldIslands hebrew hectares
        hectometers hectopascals height helpAnchor hertz hexDigitValue hexadecimal hfsCreatorCode
        hfsTypeCode hide high highHalf highPriority hindi hiragana hiraganaToKatakana hitEnd
        homeDirectory homeDirectoryForCurrentUser honduras hongKong horizontalWhitespace horsepower
        host hostKey hostName hour hourCycle hourMinute hourMinuteSecond hourly hours
        httpAdditionalHeaders httpBody httpBodyStream httpCookieAcceptPolicy httpCookieStorage
        httpMaximumConnectionsPerHost httpMethod httpShouldHandleCookies httpShouldSetCookies
        httpShouldUsePipelining httpTooManyRedirects https hungarian hungary hypot iceland icelandic
        icu id identifier identity igbo ignoreMetacharacters ignoreUnknownCharacters ignoresCase
        illegal illegalCharacters ilogb imageURL immediate immediateDetached immutable
        imperialFluidOunces imperialGallons imperialPints imperialQuarts imperialTablespoons
        imperialTeaspoons in inRange inactive inch inches inchesOfMercury includesActualByteCount
        includesCount includesDirectoriesPostOrder includesUnit includingFractionalSeconds
        increaseLength index indexGreaterThanIndex indexGreaterThanOrEqual indexLessThanIndex
        indexLessThanOrEqual indexOfObject indexOfObjectIdentical indexRange indexes indexesOfObjects
        india indian indices indonesia indonesian inferFromPath inferringMoves infinite infinity
        inflectionAlternative inflectionRule infoDictionary inherit inheritQoS inheritedByAddedText
        initialPunctuation initialize initializeElement initializeMemory initiallyInactive inner input
        inputMethodsDirectory insert insertionIndex insertions insetBy int16Value int32Value int64Value
        int8Value intValue integer integerAndFractionLength integerGreaterThan
        integerGreaterThanOrEqualTo integerLength integerLessThan integerLessThanOrEqualTo integerValue
        integral interjection internalError internalServerError internationalCurrencySymbol
        internationalRoamingOff interrupt intersect intersectSet intersection intersects intersectsSet
        interval invalid invalidFramePayloadData invalidInput invalidNonSurrogateCodePointByte
        invalidValue invalidate invalidateAndCancel invalidationConditions inverse invert inverted
        iotaSubscript iran iraq ireland irish isASCII isASCIIHexDigit isAbsolutePath isAdaptive
        isAliasFile isAliasFileKey isAlphabetic isApplication isApplicationKey isAsynchronous isAtEnd
        isBidiControl isBidiMirrored isCancellable isCancelled isCanonical isCanonicallyEquivalent
        isCanonicallyLessThan isCaseIgnorable isCased isCellular isCoderError isConstrained
        isContiguousUTF8 isContinuation isCurrencySymbol isDash isDate isDateInToday isDateInTomorrow
        isDateInWeekend isDateInYesterday isDaylightSavingTime isDefaultIgnorableCodePoint
        isDeletableFile isDeprecated isDiacritic isDirectory isDirectoryKey isDiscretionary isDisjoint
        isEmoji isEmojiModifier isEmojiModifierBase isEmojiPresentation isEmpty isEqual isEquivalent
        isExcludedFromBackup isExcludedFromBackupKey isExecutable isExecutableError isExecutableFile
        isExecutableKey isExecuting isExpensive isExtender isFileError isFileURL isFinished isFinite
        isForFoodEnergyUse isForPersonHeightUse isForPersonMassUse isFormattingError isFull
        isFullCompositionExclusion isGraphemeBase isGraphemeExtend isHTTPOnly isHexDigit isHidden
        isHiddenKey isIDContinue isIDSBinaryOperator isIDSTrinaryOperator isIDStart isISOCurrency
        isISOLanguage isISORegion isISOScript isIdentical isIdeographic isIndeterminate isInfinite
        isIsolatingCurrentContext isJoinControl isKind isKnownASCII isKnownNFC
        isKnownUniquelyReferenced isLeadSurrogate isLeap isLeapMonth isLenient isLess
        isLessThanOrEqualTo isLetter isLoaded isLogicalOrderException isLowercase isMainExecutor
        isMainThread isMath isMathSymbol isMember isMountTrigger isMountTriggerKey isMultiThreaded
        isMultipath isMultiple isNaN isNewline isNoncharacterCodePoint isNormal isNull isNumber
        isOperatingSystemAtLeast isPackage isPackageKey isPartialStringValidationEnabled
        isPatternSyntax isPatternWhitespace isPausable isPaused isPhonetic isPropertyListError isProxy
        isProxyConnection isPunctuation isQuotationMark isRadical isReadable isReadableFile
        isReadableKey isReady isRegularFile isRegularFileKey isRepeatedDay isReusedConnection isRunning
        isSameExclusiveExecutionContext isSecure isSentenceTerminal isSessionOnly isSignMinus
        isSignaling isSignalingNaN isSigned isSoftDotted isStrictSubset isStrictSuperset isSubclass
        isSubnormal isSubset isSuperset isSupported isSurrogate isSuspended isSymbol isSymbolicLink
        isSymbolicLinkKey isSystemImmutable isSystemImmutableKey isTerminalPunctuation isTotallyOrdered
        isTrailSurrogate isUbiquitousFileError isUbiquitousItem isUbiquitousItemKey isUnifiedIdeograph
        isUniqueReference isUppercase isUserActivityError isUserImmutable isUserImmutableKey isValid
        isValidDate isValidJSONObject isValidationError isVariationSelector isVolume isVolumeKey
        isWhitespace isWholeNumber isWritable isWritableFile isWritableKey isXIDContinue isXIDStart
        isXPCConnectionError isZero islamic islamicCivil islamicTabular islamicUmmAlQura isleOfMan
        iso2022JP iso8601 iso8601Components iso8601ComponentsWithTimeZone iso8601Date
        iso8601DateComponents iso8601WithTimeZone isoCode isoCountryCodes isoCurrencies
        isoCurrencyCodes isoLanguageCodes isoLatin1 isoLatin2 isoRegionCodes isoRegions israel italian
        italy itemReplacementDirectory j0 j1 jamaica japan japanese japaneseEUC jersey jn joined jordan
        joule joules jsonObject kanaVoicing kannada kashmiri katakana kazakh kazakhstan kb keepCurrent
        keepNew kelvin kenya key keyDecodingStrategy keyEncodingStrategy keyEnumerator keyNotFound
        keyPath keyValueValidation keys keysOfEntries keysOfUnsetValuesKey keysSortedByValue khmer
        kibibits kibibytes kiloampereHours kiloamperes kilobits kilobytes kilocalorie kilocalories
        kilogram kilograms kilohertz kilojoule kilojoules kiloliters kilometer kilometers
        kilometersPerHour kiloohms kilopascals kilovolts kilowattHours kilowatts kind kiribati knots
        knownTimeZoneIdentifiers knownTimeZoneNames konkani korean kosovo kurdish kurdishSorani kuwait
        kyrgyz kyrgyzstan label labelColorKey labelNumber labelNumberKey language languageCode
        languageComponents languageIdentifier lao laos last lastEqual lastIndex lastObject
        lastPathComponent lastRange laterDate latin latinAmerica latinToArabic latinToCyrillic
        latinToGreen latinToHangul latinToHebrew latinToHiragana latinToKatakana latinToThai latvia
        latvian launch launchPath launchedProcess lazy ldexp leadSurrogate leadingZeroBitCount
        leastFiniteMagnitude leastNonzeroMagnitude leastNormalMagnitude leave lebanon left leftToRight
        length lengthOfBytes lenient lesotho lessThan lessThanOrEqual lessThanOrEqualTo letter
        letterNumber letters level lexical lexicographicallyPrecedes lgamma lhs liberia
        libraryDirectory libya liechtenstein lightyears like limitDate lineDirection
        lineLayoutDirection lineLength64Characters lineLength76Characters lineRange lineSeparator link
        linkCount linkCountKey linkItem list listItem listType literal liters litersPer100Kilometers
        lithuania lithuanian littleEndian load loadAndReturnError loadUnaligned local localAddress
        localCache localDomainMask localPort locale localeIdentifier localizations localized
        localizedAdditionalDescription localizedCapitalized localizedCaseInsensitiveCompare
        localizedCaseInsensitiveContains localizedCompare localizedCurrency localizedDecimal
        localizedDescription localizedDouble localizedDoublePercentage localizedFailureReason
        localizedInfoDictionary localizedInteger localizedIntegerCurrency localizedIntegerPercentage
        localizedLabel localizedLabelKey localizedLowercase localizedName localizedNameKey
        localizedRecoveryOptions localizedRecoverySuggestion localizedScanner localizedStandardCompare
        localizedStandardContains localizedStandardRange localizedString localizedStringWithFormat
        localizedTypeDescription localizedTypeDescriptionKey localizedUppercase localizesFormat lock
        log log10 log1p log2 logb long longCharacterIsMember longEraSymbols longLongValue
        longestEffectiveRangeNotRequired lossOfPrecision low lowHalf lowPriority lower lowerBound
        lowercaseLetter lowercaseLetters lowercaseMapping lowercased lux luxembourg m m11 m12 m21 m22
        macOSRoman macao macedonian madagascar magnitude main mainDocumentURL mainExecutor mainThread
        maithili majorVersion makeAsyncIterator makeCharacterIterator makeContiguousUTF8 makeIterator
        makeReadSource makeSignalSource makeStream makeTimerSource makeUnicodeScalarIterator
        makeUserDataAddSource makeUserDataOrSource makeUserDataReplaceSource makeWriteSource malawi
        malay malayalam malaysia maldives mali malta maltese mandarinToLatin mandatoryExtensionMissing
        manipuri map mapError mapValues mappedIfSafe marathi markdownName marshallIslands martinique
        masculine mask matchFirst matchLast matchNextTime matchNextTimePreservingSmallerUnits
        matchPreviousTimePreservingSmallerUnits matchStrictly matches matchingPolicy matchingSemantics
        mathSymbol mauritania mauritius max maxConcurrentOperationCount maxX maxXEdge maxY maxYEdge
        maximalIdentifier maximum maximumAge maximumFractionDigits maximumIntegerDigits maximumLength
        maximumLengthOfBytes maximumMagnitude maximumMessageSize maximumRange maximumSignificantDigits
        maximumUnitCount mayotte mb measure measurement measurementSystem measurementSystems mebibits
        mebibytes medium megaampereHours megaamperes megabits megabytes megahertz megaliters megameters
        megaohms megapascals megavolts megawatts meiteiMayek member memory memoryCapacity merge
        mergeAttributes merging mergingAttributes messageTooBig messages meter meters metersPerSecond
        metersPerSecondSquared metric metricCups metricTons mexico microampereHours microamperes
        micrograms microhertz micrometers micronesia microohms microseconds microvolts microwatts midX
        midY middleName middleOfSentence mile miles milesPerGallon milesPerHour milesPerImperialGallon
        milliampereHours milliamperes millibars milligrams milligramsPerDeciliter millihertz
        milliliters millimeter millimeters millimetersOfMercury millimolesPerLiter milliohms
        milliseconds millisecondsSince1970 millivolts milliwatts mimeType min minX minXEdge minY
        minYEdge minimalIdentifier minimum minimumDaysInFirstWeek minimumFractionDigits
        minimumIntegerDigits minimumLength minimumMagnitude minimumRange minimumResolution
        minimumSignificantDigits minorVersion minus minusSet minusSign minute minuteSecond minutely
        minutes modf modificationDate modifierLetter modifierSymbol moldova monaco monday mongolia
        mongolian montenegro month monthSymbols monthly months montserrat morocco morphology
        mountedVolumeURLs move moveAssign moveElement moveInitialize moveInitializeMemory moveItem
        moveObjects moveSubranges moveUpdate moviesDirectory mozambique msgid multiple
        multipliedFullWidth multipliedReportingOverflow multiplier multiply multiplying musicDirectory
        mutableBytes mutableContainers mutableContainersAndLeaves mutableCopy mutableLeaves mutableSpan
        mutableString myanmar name nameAlias nameKey namePrefix nameSuffix named namedPipe names
        namibia nan nanograms nanohertz nanometers nanosecond nanoseconds nanowatts narrow native nauru
        nauticalMiles navajo nearbyint negate negativeFormat negativeInfinity negativeInfinitySymbol
        negativeNormal negativePrefix negativeSubnormal negativeSuffix negativeZero negotiatedSSL
        negotiatedTLSCipherSuite negotiatedTLSProtocolVersion nepal nepali nestedContainer
        nestedUnkeyedContainer netherlands networkConnectionLost networkDomainMask networkLoad
        networkProtocolName networkServiceType networkServiceTypeCallSignaling neuter never
        newCaledonia newZealand newline newlineSequence newlines newtonsPerMetersSquared next nextDate
        nextDaylightSavingTimeTransition nextDown nextObject nextResult nextTime
        nextTimePreservingSmallerComponents nextUp nextWeekend nextWeekendAfter nextafter nextstep
        nibbles nicaragua nickname niger nigeria nilSymbol niue noError noFileProtection
        noPermissionsToReadFile noQoS noStatusReceived nonBase nonBaseCharacters
        nonConformingFloatDecodingStrategy nonConformingFloatEncodingStrategy nonLossyASCII none
        nonspacingMark nonzeroBitCount norfolkIsland normal normalClosure normalized northMacedonia
        northernMarianaIslands norway norwegian norwegianBokm norwegianNynorsk not notANumber
        notANumberSymbol notAllowed notConnectedToInternet notDigit notDirectory notEqualTo
        notHorizontalWhitespace notNewline notOnQueue notOpen notReordered notTextSegment
        notVerticalWhitespace notWhitespace notWord notWordBoundary notation notify noun now nth nukta
        null nullDevice number numberFormat numberFormatter numberOfCaptureGroups numberOfMatches
        numberOfRanges numberPart numberStyle numberSymbol numberingSystem numeral numeric numericCast
        numericType numericValue objCType object objectEnumerator objectForm objectIsForced objects
        occurrences oddHalf odia offset offsetBy offsetInFile ohms olChiki oman omitPaddingCharacter
        omitted onName onQueue onQueueAsBarrier onSender onTermination one oneToTwelve oneToTwentyFour
        onlyFromMainDocumentDomain op open openCompleted openPunctuation openStep opening
        operatingSystemVersion operatingSystemVersionString operationCount operations optional options
        or order orderedAscending orderedDescending orderedSame ordinal ordinality origin originURL
        originalRequest orthography other otherLetter otherNumber otherPunctuation otherSymbol ounce
        ounces ouncesTroy output outputFormat outputFormatting overflow overlaps overlay
        overlongEncodingByte ownerAccountID ownerAccountName padding paddingCharacter paddingPosition
        pakistan palau palestinianTerritories panama papuaNewGuinea paragraph paragraphRange
        paragraphSeparator paraguay parameterString parent parentDirectory parentDirectoryURLKey parse
        parseScalar parseStrategy parsecs partOfSpeech particle partition partsPerMillion pashto
        passRetained passUnretained password passwordKey pastEnd patchVersion path pathComponents
        pathExtension pathKey paths pathsMatchingExtensions pattern pause pausingHandler pb pebibits
        pebibytes perMillSymbol percent percentEncodedFragment percentEncodedHost
        percentEncodedPassword percentEncodedPath percentEncodedQuery percentEncodedQueryItems
        percentEncodedUser percentSymbol perform performDefaultHandling permanent persian persistence
        persistentDomain personNameComponent peru petabits petabytes philippines phoneNumber phonetic
        phoneticRepresentation physicalMemory pi picograms picometers picoseconds picowatts
        picturesDirectory pints pitcairnIslands plain playgroundDescription plural pluralFew pluralMany
        pluralTwo plus plusSign pmSymbol pointValue pointee pointer pointwiseMax pointwiseMin poland
        policyViolation polish popFirst popLast port portKey portList portugal portuguese
        positiveFormat positiveInfinity positiveInfinitySymbol positiveNormal positivePrefix
        positiveSubnormal positiveSuffix positiveZero posix posixPermissions possessive
        possessiveAdjectiveForm possessiveForm post pound pounds poundsForcePerSquareInch pow precision
        precomposedStringWithCanonicalMapping precomposedStringWithCompatibilityMapping precondition
        preconditionFailure preconditionIsolated predicateFormat preferencePanesDirectory
        preferredIOBlockSize preferredIOBlockSizeKey preferredLanguages preferredLocales
        preferredLocalizations prefix prefixMatch preflight prepend preposition presentation
        prettyPrinted previous previousFailureCount previousTimePreservingSmallerComponents
        principalClass print printerDescriptionDirectory priority privateFrameworksPath
        privateFrameworksURL privateUse processIdentifier processInfo processName processorCount
        produceFileReferenceURLs producesRelativePathURLs progress projectedValue pronoun properties
        property propertyList propertyListReadCorrupt propertyListReadStream
        propertyListReadUnknownVersion propertyListWriteInvalid propertyListWriteStream
        proposedCredential protectionKey protectionSpace protocol protocolClasses protocolError
        protocolFamily proxyType puertoRico punctuation punctuationCharacters punjabi qatar qos
        qosClass qualityOfService quarantineProperties quarantinePropertiesKey quarter quarterSymbols
        quarts query queryItems queuePriority quietNaN quotationBeginDelimiter
        quotationBeginDelimiterKey quotationEndDelimiter quotationEndDelimiterKey quote quotedLiteral
        quotientAndRemainder r radians radix raiseException raising random randomElement range
        rangeOfCharacter rangeOfComposedCharacterSequence rangeOfComposedCharacterSequences
        rangeOfFirstMatch rangeOfFragment rangeOfHost rangeOfPassword rangeOfPath rangeOfPort
        rangeOfQuery rangeOfScheme rangeOfUser rangeValue rangeView ranges rawValue read
        readCompletionNotification readData readDataToEndOfFile readInBackgroundAndNotify readLine
        readToEnd readToEndOfFileInBackgroundAndNotify readabilityHandler reading realm receive
        receivePort receivesCredentialSecurely receiving recoveryAttempter recoveryOptions
        recoverySuggestion rectValue recurrences redirectCount redirectToNonExistentLocation reduce
        referenceCount reflexiveForm regex region regionCode regions register registerClass
        registrationDomain regular regularExpression regularExpressionCheckingResult
        rejectProtectionSpace rejectProtectionSpaceAndContinue relatedGregorianYear relative
        relativePath relativePriority relativeString release reloadIgnoringCacheData
        reloadIgnoringLocalAndRemoteCacheData reloadIgnoringLocalCacheData reloadRevalidatingCacheData
        reluctant remainder remainderReportingOverflow remoteAddress remotePort removals remove
        removeAll removeAllCachedResourceValues removeAllCachedResponses removeAllIndexes
        removeAllObjects removeAttribute removeCachedResourceValue removeCachedResponse
        removeCachedResponses removeCharacters removeCookies removeDependency removeFirst removeItem
        removeLast removeLastObject removeObject removeObjects removeObserver removePersistentDomain
        removeProperty removeSubrange removeSubranges removeSuite removeValue removeVolatileDomain
        removingLastIndex removingPercentEncoding removingSubranges remquo rename renderAsBuilderDSL
        repeatElement repeatedTimePolicy repeatedValue repetitionBehavior replace replaceAttributes
        replaceBytes replaceCharacters replaceItem replaceItemAt replaceMatches replaceObject
        replaceObjects replaceOccurrences replaceSubrange replacement replacementIndex
        replacementObject replacementString replacing replacingAttributes replacingCharacters
        replacingOccurrences reportCompletion reportProgress republicOfChina request
        requestBodyStreamExhausted requestCachePolicy requestEndDate requestHeaderFields
        requestIsCacheEquivalent requestStartDate requiredEnd requiredKeys requiresSecureCoding
        reserveCapacity reservedSpaceLength reset resetBytes resetStandardUserDefaults
        resetStartOfMatch resetSystemTimeZone resignCurrent resolveSymlinksInPath
        resolvingSymlinksInPath resourceFetchType resourcePath resourceSpecifier resourceURL
        resourceUnavailable resourceValues response responseEndDate responseStartDate result resultType
        resume resumingHandler retain returnCacheDataDontLoad returnCacheDataElseLoad reverse
        reverseObjectEnumerator reversed reversedSortDescriptor revoke revolutions rhs right
        rightToLeft rint rohingya romania romanian root rootType rotate round rounded rounding
        roundingBehavior roundingIncrement roundingMode roundingRule run runBoundaries runDetached
        runSynchronously runUntil running runs russia russian rwanda s saintBarth saintHelena
        saintKittsNevis saintLucia saintMartin saintPierreMiquelon saintVincentGrenadines same
        samePosition samoa samoan sanMarino sanskrit santali saturday saudiArabia scalar scalarCount
        scalarValue scalbn scale scaleX scanCharacter scanCharacters scanCharactersFromSet scanDecimal
        scanDouble scanFloat scanHexDouble scanHexFloat scanHexInt32 scanHexInt64 scanInt scanInt32
        scanInt64 scanLocation scanString scanUInt64 scanUnsignedLongLong scanUpTo scanUpToCharacters
        scanUpToCharactersFromSet scanUpToString scandinavianMiles schedule scheduleOneshot
        scheduleRepeating scheduledTimer scheme scientific script scriptCode searchBackwards
        searchRules second secondFraction secondaryGroupingSize seconds secondsFromGMT secondsSince1970
        secure secureConnectionEndDate secureConnectionFailed secureConnectionStartDate seek seekToEnd
        seekToEndOfFile self send sendPing sendPort sender senegal sequence serbia serbian
        serverCertificateHasBadDate serverCertificateHasUnknownRoot serverCertificateNotYetValid
        serverCertificateUntrusted serverPush sessionDescription set setArray setAttributedString
        setAttributes setCancelHandler setClass setClassName setCookie setCookies setCustomPronoun
        setData setDefaultCredential setDelegate setDictionary setErrorAndReturn setEventHandler
        setInterval setLimit setLocalizedDateFormatFromTemplate setObject setPersistentDomain
        setPositions setProperty setRegistrationHandler setResourceValue setResourceValues setSet
        setSpecific setString setTarget setTemporaryResourceValue setUserInfoObject
        setUserInfoValueProvider setValue setVolatileDomain settingAttributes seychelles shared
        sharedContainerIdentifier sharedCookieStorage sharedFrameworksPath sharedFrameworksURL
        sharedKeySet sharedPublicDirectory sharedSupportPath sharedSupportURL sharedUnownedExecutor
        shift shiftIndexesStarting shiftJIS short shortDaylightSaving shortGeneric shortMonthSymbols
        shortQuarterSymbols shortStandaloneMonthSymbols shortStandaloneQuarterSymbols
        shortStandaloneWeekdaySymbols shortStandard shortTons shortWeekdaySymbols
        shouldUseExtendedBackgroundIdleMode show shuffle shuffled sierraLeone sign signal signalingNaN
        significand significandBitCount significandBitPattern significandWidth significantDigits signum
        simple sin sindhi singapore singleValueContainer singular sinh sinhala sintMaarten size
        sizeValue skipBack skipDescendants skipForward skipHiddenVolumes skipsHiddenFiles
        skipsPackageDescendants skipsSubdirectoryDescendants sleep slovak slovakia slovenia slovenian
        slugs smallestEncoding socket socketSecurityLevelKey socketType socksProxyConfigurationKey
        solomonIslands somalia some sort sortRange sorted sortedArray sortedArrayHint sortedCookies
        sortedKeys southAfrica southGeorgiaSouthSandwichIslands southKorea southSudan space
        spaceSeparator spacingMark spain span spanish spawn spawnUnlessCancelled spellOut
        spelledOutValue spelling spellsOutZero split squareCentimeters squareFeet squareInches
        squareKilometers squareMegameters squareMeters squareMicrometers squareMiles squareMillimeters
        squareNanometers squareRoot squareYards sriLanka ssLv2 ssLv3 stable stackSize standalone
        standaloneMonthSymbols standaloneQuarterSymbols standaloneWeekdaySymbols standard standardError
        standardInput standardOutput standardize standardized standardizedFileURL standardizingPath
        start startDate startIndex startLoading startOfDay startOfLine startOfSubject startOnMainActor
        starts state statusCode stone stones stop stopLoading storagePolicy storeBytes
        storeCachedResponse stream streamError streamStatus strict strictInterval stride string
        stringArray stringByReplacingMatches stringComparator stringEncoding stringRepresentation
        stringValue stringsByAppendingPaths stripCombiningMarks stripDiacritics struct style subRegions
        subarray subcontinent subdata subdivision subject subjectForm subjectType subpaths
        subpathsOfDirectory subpredicates subquery subranges substring substringNotRequired subtract
        subtracting subtractingReportingOverflow subtraction success suffix suggestedFilename sum
        sunday superDecoder superEncoder superclass superclassMirror supportsSecureCoding suppressed
        suriname surrogate surrogateCodePointByte suspend suspended suspending svalbardJanMayen swahili
        swap swapAt sweden swedish swift_unboxFromSwiftValueWithType switzerland symbol symbolicLink
        symbolicReference symbols symmetricDifference sync synchronizable synchronize synchronizeFile
        syriac system systemDomainMask systemEpoch systemFileNumber systemFreeNodes systemFreeSize
        systemLanguages systemNodes systemNumber systemSize systemUptime systemVersion tX tY
        tablespoons tagNames tagNamesKey tagalog taiwan tajik tajikistan take takeRetainedValue
        takeUnretainedValue tamil tan tanh tanzania task taskDescription taskIdentifier taskInterval tb
        tcp teaspoons tebibits tebibytes telugu temporaryDirectory terabits terabytes terahertz
        terawatts terminate terminated terminationHandler terminationReason terminationStatus territory
        test text textAttributesForNegativeInfinity textAttributesForNegativeValues
        textAttributesForNil textAttributesForNotANumber textAttributesForPositiveInfinity
        textAttributesForPositiveValues textAttributesForZero textChanged textEncodingName textSegment
        tgamma thaana thai thailand thousandSeparator threadDictionary throughputKey throw
        thumbnailDictionaryKey thumbnailKey thursday tibetan time timeInterval
        timeIntervalBetween1970AndReferenceDate timeIntervalSince timeIntervalSince1970
        timeIntervalSinceNow timeIntervalSinceReferenceDate timeSeparator timeStyle timeZone
        timeZoneDataVersion timeZoneSeparator timedOut timeoutInterval timeoutIntervalForRequest
        timeoutIntervalForResource timorLeste titlecaseLetter titlecaseMapping tlSv1 tls
        tlsHandshakeFailure toLatin toMemory toNearestOrAwayFromZero toNearestOrEven toOpaque toString
        toUnicodeName toXMLHex toggle togo tokelau tolerance tonga tongan top topToBottom
        totalCostLimit totalFileAllocatedSize totalFileAllocatedSizeKey totalFileSize totalFileSizeKey
        totalUnitCount towardZero trailSurrogate trailingZeroBitCount transactionMetrics transcode
        transcodedLength transform transformStruct transformingAttributes transitInformation translate
        translateX trashDirectory trimPrefix trimmingCharacters trimmingPrefix trinidadTobago
        tristanDaCunha trivia true trueBranch truncate truncateFile truncatedScalar truncatingRemainder
        try tryLock tuesday tunisia tuple turkey turkish turkmen turkmenistan turksCaicosIslands tuvalu
        twoDigitStartDate type typeBlockSpecial typeCharacterSpecial typeDirectory typeIdentifier
        typeIdentifierKey typeMismatch typeRegular typeSocket typeSymbolicLink typeUnknown
        ubiquitousFileNotUploadedDueToQuota ubiquitousFileUbiquityServerNotAvailable
        ubiquitousFileUnavailable ubiquitousItemContainerDisplayName
        ubiquitousItemContainerDisplayNameKey ubiquitousItemDownloadRequested
        ubiquitousItemDownloadRequestedKey ubiquitousItemDownloadingError
        ubiquitousItemDownloadingErrorKey ubiquitousItemDownloadingStatusKey
        ubiquitousItemHasUnresolvedConflicts ubiquitousItemHasUnresolvedConflictsKey
        ubiquitousItemIsDownloading ubiquitousItemIsDownloadingKey ubiquitousItemIsUploaded
        ubiquitousItemIsUploadedKey ubiquitousItemIsUploading ubiquitousItemIsUploadingKey
        ubiquitousItemUploadingError ubiquitousItemUploadingErrorKey udp uganda uint16Value uint32Value
        uint64Value uint8Value uintValue uk ukraine ukrainian ulp ulpOfOne unarchiveObject
        unarchiveTopLevelObjectWithData unarchivedObject unarchiver unarchiverDidFinish
        unarchiverWillFinish unassigned unavailable unbounded uncached uncaughtSignal uncoded
        unconverted undefinedVariable underestimatedCount underflow underlying underlyingError
        underlyingErrors underlyingQueue unexpectedContinuationByte unicode unicodeScalar
        unicodeScalars unicodeScalarsEqual unidentified union unionSet unit unitString
        unitStringDisplayedAdjacent unitStyle unitWidth unitedArabEmirates unitedKingdom unitedStates
        unitedStatesOutlyingIslands unitedStatesVirginIslands units unitsStyle unkeyedContainer unknown
        unload unlock unmap unownedExecutor unownedTaskExecutor unregisterClass unsafeArgv
        unsafeBitCast unsafeDowncast unsafeLoad unsafeLoadUnaligned unsafelyUnwrapped unspecified
        unsupportedData unsupportedURL up update updateValue upload uploadTask upper upperBound
        uppercaseLetter uppercaseLetters uppercaseMapping uppercased uptimeNanoseconds urdu url
        urlCache urlCredentialStorage urlFragmentAllowed urlHostAllowed urlPasswordAllowed
        urlPathAllowed urlProtocol urlProtocolDidFinishLoading urlQueryAllowed urlSession
        urlUserAllowed urls uruguay us use useAll useBytes useCredential useDefaultKeys useEB useGB
        useKB useMB useNewRequest usePB useProtocolCachePolicy useTB useUnicodeWordBoundaries
        useUnixLineSeparators useYBOrHigher useZB user userActivityConnectionUnavailable
        userActivityHandoffFailed userActivityHandoffUserInfoTooLarge
        userActivityRemoteApplicationTimedOut userAuthenticationRequired userCancelled
        userCancelledAuthentication userDirectory userDomainMask userInfo userInfoValueProvider
        userInitiated userInteractive userKey userName usesGroupingSeparator usesMetricSystem
        usesSignificantDigits usingNewMetadataOnly utf16 utf16BigEndian utf16LittleEndian utf16Offset
        utf32 utf32BigEndian utf32LittleEndian utf8 utf8CString utf8CodeUnitCount utf8Span utf8Start
        utf8String utility uuid uuidString uyghur uzbek uzbekistan valid value valueLengthLimits
        valueNotFound valueType values vanuatu variable variant variantCode vaticanCity venezuela verb
        verbatim version version4 version5 versionKey verticalWhitespace veryHigh veryLow
        veryShortMonthSymbols veryShortStandaloneMonthSymbols veryShortStandaloneWeekdaySymbols
        veryShortWeekdaySymbols video vietnam vietnamese vikram virama voIP voice voip volatileDomain
        volatileDomainNames volts volume volumeAvailableCapacity volumeAvailableCapacityKey
        volumeCreationDate volumeCreationDateKey volumeIdentifier volumeIdentifierKey
        volumeIsAutomounted volumeIsAutomountedKey volumeIsBrowsable volumeIsBrowsableKey
        volumeIsEjectable volumeIsEjectableKey volumeIsEncrypted volumeIsEncryptedKey volumeIsInternal
        volumeIsInternalKey volumeIsJournaling volumeIsJournalingKey volumeIsLocal volumeIsLocalKey
        volumeIsReadOnly volumeIsReadOnlyKey volumeIsRemovable volumeIsRemovableKey
        volumeIsRootFileSystem volumeIsRootFileSystemKey volumeLocalizedFormatDescription
        volumeLocalizedFormatDescriptionKey volumeLocalizedName volumeLocalizedNameKey
        volumeMaximumFileSize volumeMaximumFileSizeKey volumeName volumeNameKey volumeResourceCount
        volumeResourceCountKey volumeSupportsAdvisoryFileLocking volumeSupportsAdvisoryFileLockingKey
        volumeSupportsCasePreservedNames volumeSupportsCasePreservedNamesKey
        volumeSupportsCaseSensitiveNames volumeSupportsCaseSensitiveNamesKey volumeSupportsCompression
        volumeSupportsCompressionKey volumeSupportsExclusiveRenamingKey volumeSupportsExtendedSecurity
        volumeSupportsExtendedSecurityKey volumeSupportsFileCloningKey volumeSupportsHardLinks
        volumeSupportsHardLinksKey volumeSupportsJournaling volumeSupportsJournalingKey
        volumeSupportsPersistentIDs volumeSupportsPersistentIDsKey volumeSupportsRenaming
        volumeSupportsRenamingKey volumeSupportsRootDirectoryDates volumeSupportsRootDirectoryDatesKey
        volumeSupportsSparseFiles volumeSupportsSparseFilesKey volumeSupportsSwapRenamingKey
        volumeSupportsSymbolicLinks volumeSupportsSymbolicLinksKey volumeSupportsVolumeSizes
        volumeSupportsVolumeSizesKey volumeSupportsZeroRuns volumeSupportsZeroRunsKey
        volumeTotalCapacity volumeTotalCapacityKey volumeURLForRemounting volumeURLForRemountingKey
        volumeURLKey volumeUUIDString volumeUUIDStringKey w wait waitForAll
        waitForDataInBackgroundAndNotify waitUntilAllOperationsAreFinished waitUntilExit
        waitUntilFinished wallisFutuna watts webSocketTask wednesday week weekOfMonth weekOfYear
        weekday weekdayOrdinal weekdaySymbols weekdays weekly weeks welsh westernSahara whenIdle where
        whitespace whitespaceAndNewline whitespaces whitespacesAndNewlines wholeMatch wholeNumberValue
        wide width widthInsensitive willChangeValue windowsCP1250 windowsCP1251 windowsCP1252
        windowsCP1253 windowsCP1254 windowsLocaleCode withCString withCancellationHandler
        withCheckedContinuation withCheckedThrowingContinuation withColonSeparatorInTime
        withColonSeparatorInTimeZone withContiguousMutableStorageIfAvailable
        withContiguousStorageIfAvailable withDashSeparatorInDate withDay withDecodedUnsafeBufferPointer
        withDecodedUnsafeBytes withDiscardingTaskGroup withExtendedLifetime
        withFileSystemRepresentation withFractionalSeconds withFullDate withFullTime withGroup
        withInternetDateTime withLock withMemoryRebound withMonth withSerialExecutor
        withSpaceBetweenDateAndTime withTaskCancellationHandler withTaskExecutorPreference
        withTaskGroup withTaskPriorityEscalationHandler withThrowingDiscardingTaskGroup
        withThrowingTaskGroup withTime withTimeZone withTransparentBounds withUTF8 withUTF8Buffer
        withUnsafeBufferPointer withUnsafeBytes withUnsafeContinuation withUnsafeCurrentTask
        withUnsafeExecutorPrivateData withUnsafeFileSystemRepresentation withUnsafeMutableBufferPointer
        withUnsafeMutableBytes withUnsafeMutablePointer withUnsafeMutablePointerToElements
        withUnsafeMutablePointerToHeader withUnsafeMutablePointers withUnsafePointer
        withUnsafeTemporaryAllocation withUnsafeThrowingContinuation withVaList withValue
        withWeekOfYear withYear withoutActuallyEscaping withoutAnchoringBounds
        withoutDeletingBackupItem withoutEscapingSlashes withoutOverwriting withoutUI word wordBoundary
        wordBoundaryKind words workItem world wrapComponents wrapped wrappedSum wrappedValue write
        writeJSONObject writeabilityHandler writing writingDirection x xml xpcConnectionInterrupted
        xpcConnectionInvalid xpcConnectionReplyInvalid y y0 y1 yard yards yb ybOrHigher year
        yearForWeekOfYear yearly yemen yiddish yield yn yobibits yobibytes yottabits yottabytes z
        zambia zb zebibits zebibytes zero zeroByteResource zeroPadsFractionDigits zeroSymbol
        zeroToEleven zeroToTwentyThree zeroValueUnitsDisplay zettabits zettabytes zimbabwe zip
        """
}
