// DemoPreviews: each screen's previews — loading, loaded, empty, failed — built from the samples and mock use
// cases in DemoTestSupport. It is a target of its own that no product contains, so those test doubles never
// ship in the app (SwiftPM has no debug-only dependency the UI target could use instead); Xcode still shows the
// previews when a file of this folder is open.
//
// `strata feature <Name>` adds one file per screen here, `<Name>/<Name>Screen+Previews.swift`.
//
// This file declares nothing. It is here so the target has a source file from the start, as SwiftPM expects of
// every target, and says what belongs in it.
