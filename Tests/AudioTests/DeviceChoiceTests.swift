import Audio
import Testing

@Suite struct DeviceChoiceTests {
    static let devices = [
        AudioDevice(
            index: 0, name: "HDA Intel PCH: ALC257 Analog (hw:0,0)", hostAPI: "ALSA", inputChannels: 2,
            outputChannels: 2, defaultSampleRate: 44_100),
        AudioDevice(
            index: 1, name: "USB Headset: Audio (hw:1,0)", hostAPI: "ALSA", inputChannels: 1,
            outputChannels: 0, defaultSampleRate: 48_000),
        AudioDevice(
            index: 2, name: "pulse", hostAPI: "ALSA", inputChannels: 32, outputChannels: 32,
            defaultSampleRate: 44_100),
        AudioDevice(
            index: 3, name: "default", hostAPI: "ALSA", inputChannels: 32, outputChannels: 32,
            defaultSampleRate: 44_100, isDefaultInput: true, isDefaultOutput: true),
    ]

    @Test(
        arguments: [
            (name: nil, index: 3), (name: "PULSE", index: 2), (name: "alc257", index: 0), (name: "Default", index: 3),
            (name: "a", index: 0),
        ] as [(name: String?, index: Int)])
    func outputByName(name: String?, index: Int) throws {
        #expect(try AudioDevice.chooseOutput(named: name, from: Self.devices).index == index)
    }

    @Test func inputByNameIncludesInputOnlyDevices() throws {
        #expect(try AudioDevice.chooseInput(named: "usb", from: Self.devices).index == 1)
        #expect(try AudioDevice.chooseInput(named: nil, from: Self.devices).index == 3)
    }

    @Test func unknownNameListsTheCandidates() throws {
        let error = try #require(throws: AudioError.self) {
            try AudioDevice.chooseOutput(named: "usb", from: Self.devices)  // input only
        }
        #expect(error == .deviceNotFound(name: "usb", available: [Self.devices[0].name, "pulse", "default"]))
        #expect(error.description.contains("pulse, default"))
    }

    @Test func noDevicesAtAllGiveClearErrors() throws {
        let outputOnly = [
            AudioDevice(
                index: 0, name: "speaker", hostAPI: "ALSA", inputChannels: 0,
                outputChannels: 2, defaultSampleRate: 48_000)
        ]
        let noOutput = try #require(throws: AudioError.self) { try AudioDevice.chooseOutput(named: nil, from: []) }
        #expect(noOutput == .noOutputDevice)
        #expect(noOutput.description.contains("--no-audio"))
        let noInput = try #require(throws: AudioError.self) {
            try AudioDevice.chooseInput(named: "mic", from: outputOnly)
        }
        #expect(noInput == .noInputDevice)
        #expect(try AudioDevice.chooseOutput(named: nil, from: outputOnly).name == "speaker")
    }
}
