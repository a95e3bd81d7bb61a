import FuzzSupport

// libFuzzer feeds each input to the target.
FuzzDriver.run(CoreDataFuzzing.run)
