# OpenUIKit: `make run` shows the example, `make test` runs the tests that need nothing beside
# the checkout, `make test-corpus` those that read the shared corpus, `make test-sanitized` the
# first under AddressSanitizer and ThreadSanitizer, `make fuzz` the fuzz targets. Each installs
# what is missing first (`make deps`).

SWIFT ?= swift
# Warnings are errors in our own targets: SwiftPM passes -Xswiftc flags to the root package's
# targets and builds remote dependencies with -suppress-warnings instead. Every command that
# builds into .build passes the same flags, so none of them rebuilds what another built.
SWIFT_FLAGS ?= -Xswiftc -warnings-as-errors
# Debian packages the build needs. The core library needs none beyond the Swift toolchain; the
# rendering, windowing and graph targets add theirs here. CairoRendering: Cairo, Pango and Pixman
# (pkg-config finds Cairo's and Pixman's headers; Pango's calls are declared in CPango/shim.h,
# since GLib's pkg-config flags carry a -pthread SwiftPM warns about), and the fonts its pictures are drawn in (Inter for the system font,
# DejaVu for monospaced and serif text, Liberation Sans, which fontconfig gives for Helvetica and
# Arial with their widths), so snapshots match on every machine; libjpeg-turbo to
# decode JPEG images and libdeflate to inflate PNG images (their rarer forms come through Cairo,
# GIF is decoded in Swift); poppler-glib and librsvg to draw asset catalogs' PDF and SVG images
# (opened when first needed, not linked; the -dev packages are named alike on every Debian
# release, their runtime libraries are not). SDLHost: SDL2 for
# the window; its tests start their own X server (Xvfb), click and type through XTest (xdotool)
# and read the screen back (ImageMagick's import). The storyboard command's graph lays out SVG
# and PNG with Graphviz's dot (graphviz). `openuikit run --date` starts an app's clock at a
# date of its choosing through libfaketime (the corpus tours, so their pictures of dates repeat).
# WebHost's tests and benchmarks load its page in Debian's Chromium, headless (chromium).
# Core Data's store is SQLite through its C API (libsqlite3-dev). AVFoundation plays media
# through GStreamer: its core (-dev) and the base and good plug-ins (WAV, Ogg, FLAC, and MP3
# through mpg123, which bookworm ships in -good).
DEBIAN_PACKAGES ?= pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libjpeg62-turbo-dev fonts-inter fonts-dejavu-core \
	fonts-liberation2 \
	libdeflate-dev libpoppler-glib-dev librsvg2-dev libsqlite3-dev \
	libsdl2-dev xvfb xdotool imagemagick graphviz libfaketime chromium \
	libgstreamer1.0-dev gstreamer1.0-plugins-base gstreamer1.0-plugins-good

.PHONY: deps build run test test-corpus sdk-census bench fuzz clean test-sanitized format format-check docs

deps:
	@scripts/deps.sh $(DEBIAN_PACKAGES)

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

# The showcase: in a window when there is a display; with none (or SHOWCASE_ARGS=--tour) it
# plays its scripted tour headless, writes a PNG per step to showcase-out/ and prints each
# step's lifecycle trace.
SHOWCASE_ARGS ?=
# `make run WEB=1` serves it to browser tabs instead (WebHost) and prints the page's URL:
# http://127.0.0.1:8080/ unless OPENUIKIT_WEB_PORT says another port.
WEB ?=
run: deps
	$(if $(WEB),OPENUIKIT_HOST=web )$(SWIFT) run $(SWIFT_FLAGS) Showcase $(SHOWCASE_ARGS)

# The suites are XCTest: on Linux it runs tests on the main thread outside any dispatch block,
# which `UIApplication.runUntilIdle()` needs to drain the main queue. `make test` needs nothing
# beside the checkout: it runs every test class but those named …CorpusTests, which read the
# shared corpus; the sample in Tests/TestSupport/Sample stands in for it. The UI tests'
# `XCUIApplication()` launches the showcase (XCUI_TARGET_APP).
test: deps docs
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	XCUI_TARGET_APP=Showcase $(SWIFT) test --skip-build --disable-swift-testing --skip CorpusTests

# The documentation: OpenUIKit's DocC catalog (Sources/OpenUIKit/OpenUIKit.docc) and every public
# symbol's comment, as a static site in .build/docs (swift-docc-plugin; any DocC warning fails it).
# `make test` builds it first: DocumentationTests reads it in Chromium.
DOCS = .build/docs
docs: deps
	$(SWIFT) package --allow-writing-to-directory $(DOCS) generate-documentation --target OpenUIKit \
		--disable-indexing --transform-for-static-hosting --output-path $(DOCS) --warnings-as-errors

# The tests that read the shared corpus (CORPUS_ROOT: ../shared beside the checkout by default,
# `make test-corpus CORPUS_ROOT=/path` elsewhere), every class named …CorpusTests: its real
# storyboards decoded, linted, generated, traced, laid out against Xcode's frames and drawn, and
# the real apps of $(CORPUS_ROOT)/apps ported by `openuikit port`, built and toured by
# `openuikit run --tour`, which compile OpenUIKit once more into .build/openuikit-apps.
CORPUS_ROOT ?= ../shared
# The SDK census: every name of the lists in docs/sdk/ asked of the compiler; writes the lists'
# statuses and docs/compatibility.md, which make test holds to the measurement.
sdk-census: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product openuikit
	$$($(SWIFT) build --show-bin-path)/openuikit census --sdk docs/sdk --write-lists docs/sdk --output docs/compatibility.md

test-corpus: deps
	@test -d "$(CORPUS_ROOT)/storyboards" && test -d "$(CORPUS_ROOT)/apps" || \
		{ echo "test-corpus: no corpus at $(CORPUS_ROOT) (it holds storyboards/ and apps/); set CORPUS_ROOT=…" >&2; exit 1; }
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(SWIFT) build $(SWIFT_FLAGS) --product openuikit
	OPENUIKIT_CORPUS="$(abspath $(CORPUS_ROOT))" $(SWIFT) test --skip-build --disable-swift-testing --filter CorpusTests

# The storyboard benchmark reads the shared corpus beside the project; the solver benchmark
# runs kiwi's reference (../shared/bench) beside ours. SOLVER_BENCH=--full adds the largest
# sizes (minutes with kiwi alone). The render benchmark draws render_ref.c's frame through our
# view tree and runs the C program (run-render-ref.sh) beside it. The animation benchmark opens
# an SDL window on an Xvfb of its own (unless DISPLAY is set) for ten seconds. The soak plays the
# showcase's tour 200 times and shows every corpus scene 50 times in one process (minutes).
CORPUS ?= ../shared/storyboards
BENCH ?= ../shared/bench
SOLVER_BENCH ?= --quick

# One build of every product: `swift build --product` takes only the last of several.
bench: deps
	$(SWIFT) build -c release
	.build/release/CoreBenchmarks
	.build/release/StoryboardBenchmarks $(CORPUS)
	.build/release/SolverBenchmarks $(BENCH) $(filter-out --full,$(SOLVER_BENCH))
	.build/release/LayoutBenchmarks
	.build/release/RenderBenchmarks $(BENCH)
	.build/release/AnimationBenchmarks
	.build/release/TableBenchmarks
	.build/release/WebBenchmarks
	.build/release/CoreDataBenchmarks
	.build/release/LaunchBenchmarks $(CORPUS_ROOT)
	.build/release/SoakBenchmarks $(CORPUS)

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan

# The suite (what `make test` runs) under AddressSanitizer with LeakSanitizer, then under
# ThreadSanitizer, each built into a folder of its own (.build-asan, .build-tsan; lld links them,
# gold warns on every sanitized object). AddressSanitizer's and LeakSanitizer's reports, the tests'
# and the processes they start, are written to .build-asan/reports and checked by
# Sanitizers/check-reports.sh: any error fails, and so does any leak OpenUIKit's code allocated
# (toolchain leaks are suppressed in Sanitizers/lsan.supp, each with its reason). ThreadSanitizer
# fails the run on any race it reports.
SANITIZER_BUILD = $(SWIFT) build --build-tests -Xswiftc -use-ld=lld
SANITIZER_TEST = XCUI_TARGET_APP=Showcase $(SWIFT) test --skip-build --disable-swift-testing --skip CorpusTests

test-sanitized: deps docs
	$(SANITIZER_BUILD) --scratch-path .build-asan --sanitize=address
	rm -rf .build-asan/reports && mkdir -p .build-asan/reports
	ASAN_OPTIONS=log_path=$(CURDIR)/.build-asan/reports/asan \
		LSAN_OPTIONS=suppressions=$(CURDIR)/Sanitizers/lsan.supp:exitcode=0 \
		$(SANITIZER_TEST) --scratch-path .build-asan --sanitize=address
	Sanitizers/check-reports.sh .build-asan/reports $(CURDIR)/Sources
	$(SANITIZER_BUILD) --scratch-path .build-tsan --sanitize=thread
	TSAN_OPTIONS=suppressions=$(CURDIR)/Sanitizers/tsan.supp $(SANITIZER_TEST) --scratch-path .build-tsan --sanitize=thread

# libFuzzer over every parser of untrusted input (Fuzz/): each target built with
# `-sanitize=fuzzer,address` into .build-fuzz and run FUZZ_SECONDS (FUZZ_SECONDS_<target> for one
# target), starting from its committed seeds (Fuzz/Seeds/<target>) and the project's own
# fixtures; what it learns is kept in .build-fuzz/corpus/<target>. A crash, a leak, an input
# slower than its timeout (a second unless FUZZ_TIMEOUT_<target> says) or an allocation over
# FUZZ_MALLOC_MB stops it with the input saved in .build-fuzz/artifacts/<target>/.
FUZZ_SECONDS ?= 20
FUZZ_MALLOC_MB ?= 512
FUZZ_TARGETS ?= FuzzStoryboardDecode FuzzStoryboard FuzzPropertyList FuzzAssetCatalog FuzzImage FuzzLintConfiguration \
	FuzzXcodeProject FuzzCoreData
# The two storyboard targets share their seeds (each other's regression seeds too) and the XML
# dictionary: FuzzStoryboardDecode only decodes and validates, FuzzStoryboard also instantiates
# and lays out every scene.
STORYBOARD_SEEDS = Tests/OpenUIKitTests/Storyboards Examples/Showcase/Kit/Storyboards Tests/StoryboardToolTests/Fixtures \
	Tests/TestSupport/Sample
FUZZ_SEEDS_FuzzStoryboardDecode = Fuzz/Seeds/FuzzStoryboard $(STORYBOARD_SEEDS)
FUZZ_SEEDS_FuzzStoryboard = Fuzz/Seeds/FuzzStoryboardDecode $(STORYBOARD_SEEDS)
# Both run with libFuzzer's leak check after each input off: Foundation keeps the CFStrings of
# XMLParser's error for every malformed input and an NSAttributedString's runs for every label
# (both suppressed in lsan.supp), so nearly every input had more mallocs than frees, and
# libFuzzer ran it again and scanned the whole heap: 160 inputs a second decoding, 32
# instantiating; with the check off 4,760 and 559. LeakSanitizer still checks each run at its
# exit, and the sanitized suite the same paths.
FUZZ_FLAGS_FuzzStoryboardDecode = -dict=Fuzz/Dictionaries/xml.dict -detect_leaks=0
FUZZ_FLAGS_FuzzStoryboard = -dict=Fuzz/Dictionaries/xml.dict -detect_leaks=0
# Measured here (2 cores, shared): the slowest seed, the showcase's 123 KB storyboard with every
# scene instantiated and laid out, takes 169 ms, 6 KB seeds 20-36 ms, and the slowest of 40,596
# fuzzed inputs 247 ms; 30 passes over the 124 seeds in one process take 578 ms, then 419-627 ms
# each, so nothing kept across inputs makes later ones slower. One second is 4 times the slowest
# input, and a loaded machine failed CI with it; 5 seconds is 20 times, and a hang still stops.
FUZZ_TIMEOUT_FuzzStoryboard = 5
FUZZ_SEEDS_FuzzPropertyList = Tests/OpenUIKitTests/Storyboards/Localized
FUZZ_SEEDS_FuzzImage = Tests/CairoRenderingTests/ImageFixtures
# Core Data: model XML (its seeds are the test fixtures' models) and store files, both read per input.
FUZZ_FLAGS_FuzzCoreData = -dict=Fuzz/Dictionaries/xml.dict -detect_leaks=0
# Foundation's CFPropertyListCreateWithData leaks a few bytes a call (suppressed in lsan.supp), so
# libFuzzer would stop the world for a leak check after every input (36 inputs a second instead of
# thousands); leaks in these paths are the sanitized suite's to find.
FUZZ_FLAGS_FuzzPropertyList = -detect_leaks=0
# Its memory grows with every input in Foundation (not in leaks LeakSanitizer sees), about 130 MB a
# minute: an hour needs more than the 4 GB the other targets stop at.
FUZZ_RSS_MB_FuzzPropertyList = 16384
# lld links them: gold stops with an internal error on the sanitized objects.
FUZZ_BUILD = OPENUIKIT_FUZZ=1 $(SWIFT) build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -enable-testing -Xswiftc -use-ld=lld

# `make -jN fuzz` runs N targets at once (each is one process on one core).
fuzz: deps
	$(foreach target,$(FUZZ_TARGETS),$(FUZZ_BUILD) --product $(target) &&) true
	@$(MAKE) --no-print-directory --output-sync=target $(addprefix fuzz-run-,$(FUZZ_TARGETS))

fuzz-run-%:
	@mkdir -p .build-fuzz/corpus/$* .build-fuzz/artifacts/$*
	@echo "fuzz: $* for $(or $(FUZZ_SECONDS_$*),$(FUZZ_SECONDS)) s"
	@LSAN_OPTIONS=suppressions=$(CURDIR)/Sanitizers/lsan.supp .build-fuzz/release/$* \
		-max_total_time=$(or $(FUZZ_SECONDS_$*),$(FUZZ_SECONDS)) -timeout=$(or $(FUZZ_TIMEOUT_$*),1) \
		-malloc_limit_mb=$(FUZZ_MALLOC_MB) -rss_limit_mb=$(or $(FUZZ_RSS_MB_$*),4096) -print_final_stats=1 -artifact_prefix=.build-fuzz/artifacts/$*/ $(FUZZ_FLAGS_$*) \
		.build-fuzz/corpus/$* Fuzz/Seeds/$* $(FUZZ_SEEDS_$*)

# The toolchain's swift-format with the checked-in .swift-format: `make format` rewrites the
# tree in place, `make format-check` (CI) fails on any file it would change. Test fixtures (an
# app to port, sources the linter reads at given lines) stay as their tests wrote them.
FORMATTED = Package.swift $(shell find Sources Tests Benchmarks Examples Fuzz -type f -name '*.swift' -not -path '*/Fixtures/*' | sort)
format:
	@echo 'swift format: $(words $(FORMATTED)) files'
	@$(SWIFT) format format --configuration .swift-format --in-place --parallel $(FORMATTED)

format-check:
	@echo 'swift format lint: $(words $(FORMATTED)) files'
	@$(SWIFT) format lint --configuration .swift-format --strict --parallel $(FORMATTED)
