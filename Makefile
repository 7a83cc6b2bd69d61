# make install [PREFIX=/usr/local] [DESTDIR=]: builds strata in release and installs the one binary;
# knowledge and templates are inside it, so nothing else is copied. On Linux the Swift standard
# library is linked in statically, so the binary keeps working without the toolchain that built it.
PREFIX ?= /usr/local
BINDIR := $(DESTDIR)$(PREFIX)/bin
SCRATCH := .build-release
UNAME := $(shell uname -s)
ifeq ($(UNAME),Linux)
BUILD_FLAGS := -c release --product strata --scratch-path $(SCRATCH) --static-swift-stdlib
else
BUILD_FLAGS := -c release --product strata --scratch-path $(SCRATCH)
endif

.PHONY: build install uninstall

build:
	swift build $(BUILD_FLAGS)

install: build
	install -d "$(BINDIR)"
	install -m 0755 "$$(swift build $(BUILD_FLAGS) --show-bin-path)/strata" "$(BINDIR)/strata"
	@echo "Installed $(BINDIR)/strata"

uninstall:
	rm -f "$(BINDIR)/strata"
