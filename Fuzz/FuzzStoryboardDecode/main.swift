import FuzzSupport

// libFuzzer feeds each input to the target.
FuzzDriver.run(StoryboardDecodeFuzzing.run)
