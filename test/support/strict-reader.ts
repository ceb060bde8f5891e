/*
 * A setup file of the in-process test projects: the reader's guard (src/core/context/extract/guard.ts)
 * throws instead of counting, so a reader rule that throws fails the test that met it.
 */
import { READER_GUARD } from '../../src/core/context/extract/guard.js'

READER_GUARD.strict = true
