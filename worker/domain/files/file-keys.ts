// Where a company's files live in the file store. Every key starts with the kind and the company's
// id, so everything a company ever stored can be found — and purged — by prefix, including files
// whose row is gone.

export const importFileKey = (companyId: number, fileName: string) =>
  `imports/${companyId}/${crypto.randomUUID()}/${fileName}`;

export const knowledgeFileKey = (companyId: number, fileName: string) =>
  `knowledge/${companyId}/${crypto.randomUUID()}/${fileName}`;

/** Every prefix under which the company has files. */
export const companyFilePrefixes = (companyId: number) => [
  `imports/${companyId}/`,
  `knowledge/${companyId}/`,
];
