/**
 * Content schemas: the shape of every file under content/ (see README "Writing content").
 * The build (src/content/build) parses each file with these and fails naming the file, the
 * field and the reason. Scenario files are validated by the engine's own scenario schema.
 */
export * from "./common.ts";
export * from "./lesson.ts";
export * from "./glossary.ts";
export * from "./diagram.ts";
export * from "./flow.ts";
export * from "./exercise.ts";
export * from "./quiz.ts";
export * from "./flashcards.ts";
export * from "./notes.ts";
