// Filled in by the issue-10 work (platform administration).
export {};
