// libFuzzer's driver, for a fuzz target with a main of its own (SwiftPM gives every executable
// one): it parses libFuzzer's flags from argv and calls `test` with each input.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
