/**
 * The longest texts the dashboard writes to the service, in characters: the server refuses longer ones before
 * they are sent, and a field can say the same before anything is. Where the spec gives a bound it is the spec's
 * (its Limits table and endpoint rows); where it gives none, one long enough for any real use and short enough
 * that a page still shows it whole.
 */
export const LIMITS = {
  /** spec: "Brand length | 255 characters" */
  brand: 255,
  /** spec: "Prompt length | 255 characters" */
  prompt: 255,
  /** spec: "Keyword length in a SERP task | 255 characters" (the export's keywords alike) */
  keyword: 255,
  /** spec: "Audit title length | 300 characters" */
  auditTitle: 300,
  /** none in the spec: a group's name is a label in a list and a picker */
  groupName: 100,
  /** none in the spec: a plan task's title is one line of the checklist */
  taskTitle: 255,
  /** none in the spec: a plan task's text is a paragraph or a few */
  taskText: 5_000,
  /** none in the spec: a region or locality name ("New York, NY, USA") */
  regionName: 255,
} as const;
