// SDL2 (Debian: libsdl2-dev, installed by `make deps`). Included by its SDL2/ path instead of
// through pkg-config, whose "sdl2" flags (-D_REENTRANT) SwiftPM refuses with a warning.
// SDL_MAIN_HANDLED: Swift owns main(), so SDL must not replace it.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
