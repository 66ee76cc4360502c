/** The operator typed a command wrongly: shown with the command's usage, exit code 2. */
export class UsageError extends Error {}
