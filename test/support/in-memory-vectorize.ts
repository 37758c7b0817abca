// An in-memory implementation of Cloudflare's VectorizeIndex binding for tests: real cosine
// similarity, namespaces, metadata filters ($eq, $ne, $in, $nin, $lt, $lte, $gt, $gte), topK and the
// returnMetadata / returnValues levels, upsert replacing by id, deleteByIds. It stands in for the
// index, never for the embedding model: the vectors it holds are whatever the test put in. The
// production-path bench (`npm run bench:rag -- --engine workers-ai`) uses it in Vectorize's place too.

type Stored = {
  id: string;
  values: number[];
  namespace?: string;
  metadata?: Record<string, VectorizeVectorMetadata>;
};

export class InMemoryVectorize implements VectorizeIndex {
  readonly vectors = new Map<string, Stored>();

  constructor(
    readonly dimensions = 768,
    readonly limits: { maxTopK: number; maxTopKWithMetadata: number } = {
      maxTopK: 100,
      maxTopKWithMetadata: 20,
    },
  ) {}

  async describe(): Promise<VectorizeIndexDetails> {
    return {
      id: "in-memory",
      name: "in-memory",
      config: { dimensions: this.dimensions, metric: "cosine" },
      vectorsCount: this.vectors.size,
    };
  }

  async insert(vectors: VectorizeVector[]): Promise<VectorizeVectorMutation> {
    const taken = vectors.find((v) => this.vectors.has(v.id));
    if (taken) throw new Error(`VECTOR_INSERT_ERROR: vector id ${taken.id} already exists`);
    return this.upsert(vectors);
  }

  async upsert(vectors: VectorizeVector[]): Promise<VectorizeVectorMutation> {
    for (const vector of vectors) {
      if (vector.values.length !== this.dimensions) {
        throw new Error(
          `VECTOR_UPSERT_ERROR: expected ${this.dimensions} dimensions, got ${vector.values.length}`,
        );
      }
      if (new TextEncoder().encode(vector.id).byteLength > 64)
        throw new Error("VECTOR_UPSERT_ERROR: id too long");
    }
    for (const vector of vectors) {
      this.vectors.set(vector.id, {
        id: vector.id,
        values: Array.from(vector.values),
        namespace: vector.namespace,
        metadata: vector.metadata ? structuredClone(vector.metadata) : undefined,
      });
    }
    return { ids: vectors.map((v) => v.id), count: vectors.length };
  }

  async deleteByIds(ids: string[]): Promise<VectorizeVectorMutation> {
    const deleted = ids.filter((id) => this.vectors.delete(id));
    return { ids: deleted, count: deleted.length };
  }

  async getByIds(ids: string[]): Promise<VectorizeVector[]> {
    return ids.flatMap((id) => {
      const found = this.vectors.get(id);
      return found ? [structuredClone(found)] : [];
    });
  }

  async query(
    vector: VectorFloatArray | number[],
    options: VectorizeQueryOptions = {},
  ): Promise<VectorizeMatches> {
    const { topK = 5, namespace, filter, returnValues = false, returnMetadata = "none" } = options;
    const metadataLevel =
      returnMetadata === true ? "all" : returnMetadata === false ? "none" : returnMetadata;
    const maxTopK =
      returnValues || metadataLevel === "all" ? this.limits.maxTopKWithMetadata : this.limits.maxTopK;
    if (topK < 1 || topK > maxTopK) throw new Error(`VECTOR_QUERY_ERROR: topK must be 1..${maxTopK}`);
    if (vector.length !== this.dimensions) throw new Error("VECTOR_QUERY_ERROR: wrong number of dimensions");
    const query = Array.from(vector);
    const matches = [...this.vectors.values()]
      .filter((stored) => namespace === undefined || stored.namespace === namespace)
      .filter((stored) => !filter || matchesFilter(stored.metadata ?? {}, filter))
      .map((stored) => ({ stored, score: cosine(query, stored.values) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, topK)
      .map(({ stored, score }) => ({
        id: stored.id,
        score,
        ...(stored.namespace !== undefined ? { namespace: stored.namespace } : {}),
        ...(returnValues ? { values: [...stored.values] } : {}),
        ...(metadataLevel !== "none" && stored.metadata
          ? { metadata: structuredClone(stored.metadata) }
          : {}),
      }));
    return { matches, count: matches.length };
  }
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

type Scalar = Exclude<VectorizeVectorMetadataValue, string[]> | null;

function matchesFilter(
  metadata: Record<string, VectorizeVectorMetadata>,
  filter: VectorizeVectorMetadataFilter,
) {
  return Object.entries(filter).every(([field, condition]) => {
    const value = metadata[field] as Scalar | undefined;
    if (condition === null || typeof condition !== "object") return value === condition;
    return Object.entries(condition).every(([op, operand]) =>
      compare(value, op, operand as Scalar | Scalar[]),
    );
  });
}

function compare(value: Scalar | undefined, op: string, operand: Scalar | Scalar[]): boolean {
  switch (op) {
    case "$eq":
      return value === operand;
    case "$ne":
      return value !== operand;
    case "$in":
      return Array.isArray(operand) && value !== undefined && operand.includes(value);
    case "$nin":
      return Array.isArray(operand) && (value === undefined || !operand.includes(value));
    case "$lt":
      return value != null && operand != null && value < operand;
    case "$lte":
      return value != null && operand != null && value <= operand;
    case "$gt":
      return value != null && operand != null && value > operand;
    case "$gte":
      return value != null && operand != null && value >= operand;
    default:
      throw new Error(`VECTOR_QUERY_ERROR: unsupported filter operator ${op}`);
  }
}
