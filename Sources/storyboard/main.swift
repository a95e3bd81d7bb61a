import StoryboardTool

StoryboardCommand.main()
