/**
 * equality: apimachinery's semantic equality for API objects in JSON form.
 * Contract: Semantic.DeepEqual treats nil and empty slices/maps as equal, a missing field as
 * equal to its zero value, and timestamps by instant; it never mutates its arguments.
 */
export { Semantic, deepEqualWithNilDifferentFromEmpty } from "./semantic";
