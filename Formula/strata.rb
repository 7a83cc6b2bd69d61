# Written by Scripts/release.sh for strata 0.1.0.
class Strata < Formula
  desc "Scaffold and verify Clean Architecture + MVVM SwiftUI apps"
  homepage "https://strata.dev"
  url "https://strata.dev/releases/0.1.0/strata-0.1.0-source.tar.gz"
  sha256 "b46993caae2e8e6f4be995ee66642a48cbbb78a3b3830ded667f65aeb855cb52"
  license "Apache-2.0"

  on_macos do
    depends_on xcode: ["16.0", :build]
  end

  on_linux do
    depends_on "swift" => :build
  end

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "strata"
    bin.install ".build/release/strata"
  end

  test do
    assert_match "strata #{version}", shell_output("#{bin}/strata --version")
    system bin/"strata", "new", "Demo", "--path", testpath
    assert_path_exists testpath/"Demo/strata.json"
  end
end
