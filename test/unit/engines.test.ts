import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'))
const manifest = read('package.json') as { engines: { node: string } }
const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[] }> }

describe('the Node versions the dependencies accept', () => {
  // npm ci only warns (EBADENGINE) on a package whose engines exclude the running Node, so a pin
  // that needs a newer Node than ours would go unnoticed until a user's install shows it.
  const lowest = semver.minVersion(manifest.engines.node)!.version

  it('declares Node 20 as the lowest it runs on', () => {
    expect(semver.major(lowest)).toBe(20)
  })

  it('every locked package admits the lowest Node package.json declares', () => {
    const excluding = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node
      return range && !semver.satisfies(lowest, range) ? [`${path || '(root)'}: node ${range}`] : []
    })
    expect(excluding).toEqual([])
  })
})
