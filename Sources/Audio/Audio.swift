internal import CMPG123
internal import CPortAudio
internal import CSoxr
internal import CSpeexDSP
internal import CShims
