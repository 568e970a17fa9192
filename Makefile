# IntroQuiz: `make play` and `make test` are all a fresh Debian 12 machine needs.
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift
BIN := .build/release/introquiz
DEMO := samples/demo/pack.json
VOICE := samples/voice/manifest.json

.PHONY: all bootstrap build play test bench demo voice-samples clean format

all: build

.bootstrap-stamp: scripts/bootstrap
	scripts/bootstrap
	@touch $@

bootstrap: .bootstrap-stamp

build: bootstrap
	$(SWIFT) build -c release --product introquiz

demo: bootstrap
	@scripts/make-demo-pack --if-missing

voice-samples: bootstrap demo
	@scripts/make-voice-samples --if-missing

play: build demo
	$(BIN) play

# Every test, real-audio ones included, inside a private PulseAudio with virtual devices. One test at a time:
# the real-audio tests share the virtual speakers and microphone, and timing checks need a quiet machine.
test: bootstrap demo voice-samples
	cd scripts && python3 -m unittest --quiet voice.test_voice
	$(SWIFT) build --build-tests
	scripts/with-virtual-audio $(SWIFT) test --skip-build --no-parallel

bench: build demo
	bench/run

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build .bootstrap-stamp
