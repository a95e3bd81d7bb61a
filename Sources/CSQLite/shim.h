// SQLite 3 through its C API, found through pkg-config's "sqlite3" (Debian: libsqlite3-dev):
// Core Data's store. Only the CoreData module imports it.
#ifndef OPENUIKIT_CSQLITE_SHIM_H
#define OPENUIKIT_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import as a macro:
// binding text or a blob with it makes SQLite copy the bytes before the call returns.
static inline sqlite3_destructor_type openuikit_sqlite_transient(void) {
    return (sqlite3_destructor_type)-1;
}

#endif
