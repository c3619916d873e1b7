import ArchitectureRules

/// The new package's configuration, owners, CI and README, with the team's names.
struct PackageTexts {
    let app: AppName
    let owner: AppOwner
    let tools: ToolsDependency

    /// The architecture check's configuration: the template's conventions, with the app's host-only and test-support
    /// modules and no exceptions.
    var architectureConfiguration: String {
        """
        {
          "categories": [
            { "category": "test", "kind": "test" },
            { "category": "tool", "kind": ["plugin", "macro"] },
            { "category": "feature", "kind": "regular", "path": "Sources/*", "name": "*Feature" },
            { "category": "app", "kind": "executable", "path": "Sources/*" },
            { "category": "app", "kind": "executable", "path": "Demos/*" },
            { "category": "foundation", "path": "Sources/*" }
          ],
          "modules": {},
          "hostOnly": {
            "InProcessHost": "Networking's HTTPClient protocol",
            "DemoHost": "the Dependencies struct of the feature, filled in by the demo"
          },
          "testSupport": ["NetworkingTesting", "ExecutableTesting"],
          "platformModules": [],
          "packages": [],
          "linkOnly": {},
          "feature": {
            "entryFile": "{base}Entry.swift",
            "publicSurface": ["{base}Entry", "{base}Dependencies", "{base}Output"],
            "demo": "{base}Demo",
            "testTarget": "{module}Tests"
          },
          "featureLayers": {
            "enabled": true,
            "rules": [
              {
                "folders": ["State", "Domain", "Data"],
                "mayNotImport": ["TerminalUI"],
                "note": "only Terminal/ draws the terminal: move the view code there, and keep the state and its values UI-free"
              },
              {
                "folders": ["Domain"],
                "mayNotImport": ["Networking", "Persistence"],
                "note": "Domain/ holds the feature's own models and rules: do the I/O in Data/ and hand Domain/ plain values"
              }
            ]
          },
          "rules": { "codeowners": true, "unused-dependency": true },
          "baseline": null
        }

        """
    }

    /// CODEOWNERS: every module directory owned by a team of the organisation; `add-feature` appends a block
    /// per feature.
    var codeOwners: String {
        let lines: [(String, String)] = [
            ("*", "maintainers"),
            ("/Sources/", "platform-team"),
            ("/Tests/", "platform-team"),
            ("/Sources/\(app.module)/", "app-team"),
            ("/Tests/\(app.module)Tests/", "app-team"),
            ("/.ci/", "architecture-team"),
        ]
        let body = lines.map { pattern, team in
            pattern + String(repeating: " ", count: max(1, 32 - pattern.count)) + owner.team(team)
        }
        return """
            # Every module directory has an owner; `swift package check-architecture` fails when one is missing.
            # Later lines win, as on GitHub. `add-feature` appends a block per feature.

            \(body.joined(separator: "\n"))

            """
    }

    /// CI: what the template's CI runs on its own code, for this package.
    var ciRun: String {
        """
        #!/usr/bin/env bash
        # \(app.title) CI: build with strict import checking, enforce the architecture, lint, test, and prove that
        # every feature can be deleted and that add-feature makes one that passes all of this.
        set -euo pipefail
        cd "$(dirname "$0")/.."

        step() { printf '\\n==> %s (%ss)\\n' "$1" "$SECONDS"; }

        step "dependencies"
        # SQLite's headers and pkg-config (CSQLite finds the library through it; without it SwiftPM warns).
        if ! command -v pkg-config >/dev/null || ! pkg-config --exists sqlite3; then
            apt-get update -qq && apt-get install -y -qq libsqlite3-dev pkg-config
        fi
        command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3; }

        step "build (any warning fails CI; an undeclared import is an error)"
        log="${TMPDIR:-/tmp}/\(app.command)-build.log"
        swift build --build-tests --explicit-target-dependency-import-check error 2>&1 | tee "$log"
        if grep -E 'warning:' "$log"; then
            echo "error: the build printed warnings" >&2
            exit 1
        fi

        step "architecture check (module rules, imports, public surface, owners, README graph)"
        swift package check-architecture --check-readme

        step "lint"
        swift format lint --strict --configuration .swift-format -r Package.swift Sources Tests Demos

        step "tests"
        swift test

        step "every feature can be deleted by editing only the composition root"
        .ci/check-deletable

        step "add-feature makes a feature that builds, tests and passes the architecture check"
        .ci/check-add-feature

        step "done"

        """
    }

    /// How a later check arrives, for the dependency's requirement.
    var updateSentence: String {
        switch tools.requirement {
        case .from:
            "Updating the check is a version bump: `swift package update` takes the newest version that\n"
                + "`\(tools.requirementText)` allows, and a new major version is a change of that line."
        case .revision, .branch:
            "Updating the check is a version bump: write the version you want in that line, such as\n"
                + "`from: \"1.2.0\"`, in place of `\(tools.requirementText)`."
        }
    }

    /// The README: the two commands, the module graph between the markers the check keeps up to date, and how
    /// to add the next feature.
    func readme(graphBlock: String) -> String {
        let feature = AppBlueprint.sampleFeature
        return """
            # \(app.title)

            A feature-first modular app in Swift: one package, Swift 6. Each feature is a module that shows only its
            Entry, Dependencies and Output; the composition root (`Sources/\(app.module)`) builds them and routes their
            Outputs; the rules are enforced by `swift package check-architecture`.

            ```
            swift run \(app.command)
            swift test
            ```

            `swift run \(app.command)` runs the app in the terminal on an in-process server (`InProcessHost`), so it needs
            no backend; `swift run \(app.command) --api-url https://api.example.com` sends every request to your server
            instead. `.ci/run` is the whole CI: strict build, architecture check, lint, tests, deletability, add-feature.

            ## The architecture check and add-feature

            `swift package check-architecture` and `swift package add-feature` are command plugins of the package
            this one was made from, ShopKit, the one dependency in `Package.swift`:

            ```
            \(tools.declaration)
            ```

            No target depends on it and none of its sources is copied here.
            \(updateSentence)

            ## The module graph

            Drawn by `swift package --disable-sandbox check-architecture --update-readme`; CI fails when it is stale.

            \(ReadmeGraph.beginMarker)
            \(graphBlock)\(ReadmeGraph.endMarker)

            ## A feature

            `Sources/\(feature)Feature` is the sample, made by `add-feature`: `\(feature)Entry.swift` is its only public
            file (Entry, Dependencies, Output); `State/` holds the UI-free state machine, `Domain/` its own models,
            `Data/` its API calls and the sample answer of its endpoint, `Terminal/` its screen. `swift run \(feature)Demo`
            runs it alone; `Tests/\(feature)FeatureTests` tests it with fakes.

            ## Add the next feature

            ```
            swift package --allow-writing-to-package-directory add-feature Settings
            ```

            It writes `Sources/SettingsFeature`, `Demos/SettingsDemo`, `Tests/SettingsFeatureTests`, one line in
            `Package.swift` and the feature's `CODEOWNERS` block; `swift run SettingsDemo` runs it on its sample endpoint.
            To put it in the app, delete `, inApp: false` from its line, serve `SettingsEntry.sampleEndpoint` in
            `AppContainer` until your server has it, add its route to `AppRoute` and its screen to `AppContainer`, and
            route its Output in `AppRouter`. `add-feature remove Settings` deletes it again.

            ## Template updates

            `\(TemplateRecord.path)` records what `new-app` made this package from: the template's version and commit,
            the answers (the app's name and owner, and where the check comes from), and whether each file is the
            template's or yours. The foundation modules and their tests, `.ci/` and `.swift-format` are the template's;
            the composition root, the sample feature, `Package.swift`, `CODEOWNERS`, `architecture.json` and this README
            are yours. In a git clone of the template, with this package committed:

            ```
            swift run new-app --update <this package> --to <version>
            swift run new-app --check <this package>
            ```

            The first merges the template's changes since the recorded version into the template's files, three ways,
            and lists what it did; a file you changed on the same lines gets conflict markers to resolve. The second
            lists the template's files you have changed (exit status 1), for CI.

            """
    }
}
