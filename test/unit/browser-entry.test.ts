import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// `context-graph-mock/browser` bundled as a browser app's bundler does: platform browser, where a
// node: import is an error. Its import graph must hold the model but no Node-only module.

describe('the browser entry', () => {
  it('bundles for the browser platform with the model and no Node-only module in its import graph', async () => {
    const result = await build({
      entryPoints: ['src/browser.ts'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    expect(result.errors).toEqual([])
    const inputs = Object.keys(result.metafile.inputs)
    // The model and the pipeline are in it...
    for (const file of [
      'src/mock/mock-core.ts',
      'src/mock/restore.ts',
      'src/browser-persistence.ts',
      'src/http/pipeline/index.ts',
      'src/core/store.ts',
      'src/adapters/msw.ts',
      'src/seed/scenarios.ts',
    ])
      expect(inputs).toContain(file)
    // ...and neither adapter for Node, Express, nor a module of Node's.
    expect(
      inputs.filter((file) =>
        /^node:|\/express\/|src\/adapters\/(node|express)\.ts$|src\/platform\/node\.ts$|src\/create-mock\.ts$|src\/node-core\.ts$/.test(
          file,
        ),
      ),
    ).toEqual([])
    const text = result.outputFiles[0]!.text
    expect(text).not.toContain('createRequire')
  })

  it('fails the same build when a Node-only module is imported, so the check above can fail', async () => {
    await expect(
      build({
        entryPoints: ['src/index.ts'],
        bundle: true,
        platform: 'browser',
        format: 'esm',
        write: false,
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/node:http|node:fs|node:module/)
  })
})
