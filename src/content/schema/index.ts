/**
 * Content schemas: the shape of every file under content/ (see README "Writing content").
 * The build (src/content/build) parses each file with these and fails naming the file, the
 * field and the reason. Scenario files are validated by the engine's own scenario schema.
 */
export * from "./common";
export * from "./lesson";
export * from "./glossary";
export * from "./diagram";
export * from "./flow";
export * from "./exercise";
export * from "./quiz";
export * from "./flashcards";
export * from "./notes";
