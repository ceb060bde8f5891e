// `npm test`'s last step: vitest, without colour where its output is not read on a terminal.
// vitest colours through tinyrainbow, which colours any stream unless NO_COLOR is set (it never
// asks whether stdout is a TTY), so a CI log or `npm test > file` carried ANSI codes (issue 28).
// NO_COLOR is set for vitest and what it starts only when stdout is not a terminal and the caller
// set neither NO_COLOR nor FORCE_COLOR.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const env = { ...process.env }
if (!process.stdout.isTTY && env.NO_COLOR === undefined && env.FORCE_COLOR === undefined) env.NO_COLOR = '1'
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))
const child = spawn(process.execPath, [vitest, ...process.argv.slice(2)], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal)
  else process.exit(code ?? 1)
})
