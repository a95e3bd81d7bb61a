import OpenUIKitPort

OpenUIKitCommand.main()
