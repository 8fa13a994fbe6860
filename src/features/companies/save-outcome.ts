/** What a company form tells its panel after Save. */
export type SaveOutcome<T> = { kind: 'created' | 'updated'; record: T } | { kind: 'failed'; message: string };
