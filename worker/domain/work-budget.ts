/**
 * How much one run of a long operation may do, counted in operations (a D1 statement, a file
 * deletion, a vector call), so that it stays well inside a Worker invocation's limits on queries
 * and subrequests. A round starts only while some budget is left, and may overrun it by one round.
 * The purge of a company and the move of a company between databases go on in the next run.
 */
export class WorkBudget {
  constructor(private remaining: number) {}
  get left(): boolean {
    return this.remaining > 0;
  }
  spend(operations: number): void {
    this.remaining -= operations;
  }
}
