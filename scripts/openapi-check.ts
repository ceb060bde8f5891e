// Fails when contracts/openapi.json (or contracts/control-openapi.json) is not what the route
// table generates. Regenerate with `npm run openapi:write`.
import { readFileSync } from 'node:fs'
import { createControlDocument, createPublicDocument } from '../src/documents.js'

const documents = [
  { file: 'contracts/openapi.json', build: createPublicDocument },
  { file: 'contracts/control-openapi.json', build: createControlDocument },
]

let stale = false
for (const { file, build } of documents) {
  const expected = `${JSON.stringify(build(), null, 2)}\n`
  let actual = ''
  try {
    actual = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
  } catch {
    actual = ''
  }
  if (actual !== expected) {
    stale = true
    process.stderr.write(
      `${file} is stale: it differs from what the route table generates. Run \`npm run openapi:write\` and commit the result.\n`,
    )
  }
}
if (stale) process.exit(1)
process.stdout.write('OpenAPI documents are up to date.\n')
