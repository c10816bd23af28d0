// Package k8s.io/apimachinery/pkg/version: Info, the answer to /version (discovery's ServerVersion).
import type { ShimDefinition } from "../../../../registry";

const source = `package version

// Info is the body of the API server's /version answer: release numbers and build details.
type Info struct {
	Major                string \`json:"major"\`
	Minor                string \`json:"minor"\`
	EmulationMajor       string \`json:"emulationMajor,omitempty"\`
	EmulationMinor       string \`json:"emulationMinor,omitempty"\`
	MinCompatibilityMajor string \`json:"minCompatibilityMajor,omitempty"\`
	MinCompatibilityMinor string \`json:"minCompatibilityMinor,omitempty"\`
	GitVersion           string \`json:"gitVersion"\`
	GitCommit            string \`json:"gitCommit"\`
	GitTreeState         string \`json:"gitTreeState"\`
	BuildDate            string \`json:"buildDate"\`
	GoVersion            string \`json:"goVersion"\`
	Compiler             string \`json:"compiler"\`
	Platform             string \`json:"platform"\`
}

// String gives the release tag, such as v1.31.0 (the GitVersion field).
func (info Info) String() string { return info.GitVersion }
`;

/** versionPackage is k8s.io/apimachinery/pkg/version. */
export const versionPackage: ShimDefinition = { path: "k8s.io/apimachinery/pkg/version", source, natives: {} };
