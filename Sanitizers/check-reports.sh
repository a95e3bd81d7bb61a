#!/bin/sh
# Reads the reports AddressSanitizer and LeakSanitizer wrote (ASAN_OPTIONS=log_path=DIR/asan) for
# a test run and fails on any that concerns OpenUIKit:
# - every AddressSanitizer error (an overflow, a use after free), wherever it happened;
# - every leak whose allocation has a frame in this checkout's Sources/ (OpenUIKit allocated it,
#   or asked Foundation to). Leaks with no such frame are the test harness's own: XCTest keeps
#   every test case and its run in reference cycles, and with them what a test case's properties
#   hold; FoundationXML's XMLDocument, SDL's D-Bus connection. They are counted, not listed.
# Leaks in the toolchain that pass through our code are suppressed in lsan.supp, each with why.
# Usage: check-reports.sh LOG-DIR SOURCES-DIR
set -eu
dir=$1
sources=$2
set -- "$dir"/asan.*
if [ ! -e "$1" ]; then
    echo "sanitizers: no reports in $dir: nothing found"
    exit 0
fi
awk -v sources="$sources/" '
function flush() {
    if (inblock) {
        if (ours) { print block; kept++ } else { harness++ }
    }
    inblock = 0; ours = 0; block = ""
}
/^(Direct|Indirect) leak of / { flush(); inblock = 1; block = FILENAME ": " $0 "\n"; next }
inblock && /^ *#[0-9]+ / { block = block $0 "\n"; if (index($0, sources)) ours = 1; next }
inblock { flush() }
/ERROR: AddressSanitizer/ { errors++; print FILENAME ": " $0; printing = 1; next }
printing && /^SUMMARY:/ { printing = 0 }
printing { print }
END {
    flush()
    printf "sanitizers: %d AddressSanitizer errors, %d leaks of OpenUIKit'"'"'s, %d leaks of the test harness'"'"'s (not ours)\n", errors, kept, harness
    exit (errors + kept > 0) ? 1 : 0
}' "$@"
