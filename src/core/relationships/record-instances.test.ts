import { describe, expect, it } from 'vitest'
import { RecordInstances } from './record-instances.js'

const ids = (instances: RecordInstances, recordId: string) => {
  const held = instances.get(recordId)
  return held === undefined ? undefined : [...held]
}

describe('RecordInstances', () => {
  it('answers nothing for a record in no instance', () => {
    expect(new RecordInstances().get('r1')).toBeUndefined()
  })

  it('answers a record’s instances in the order they were added, one or many', () => {
    const instances = new RecordInstances()
    instances.add('r1', 'i1')
    expect(ids(instances, 'r1')).toEqual(['i1'])
    instances.add('r1', 'i3')
    instances.add('r1', 'i2')
    instances.add('r2', 'i3')
    expect(ids(instances, 'r1')).toEqual(['i1', 'i3', 'i2'])
    expect(ids(instances, 'r2')).toEqual(['i3'])
  })

  it('takes one instance off, leaves the others, and forgets a record left in none', () => {
    const instances = new RecordInstances()
    instances.add('r1', 'i1')
    instances.delete('r1', 'i2')
    expect(ids(instances, 'r1')).toEqual(['i1'])
    instances.delete('r1', 'i1')
    expect(instances.get('r1')).toBeUndefined()
    instances.add('r2', 'i1')
    instances.add('r2', 'i2')
    instances.delete('r2', 'i9')
    instances.delete('r2', 'i1')
    expect(ids(instances, 'r2')).toEqual(['i2'])
    instances.add('r2', 'i1')
    expect(ids(instances, 'r2')).toEqual(['i2', 'i1'])
    instances.delete('r2', 'i2')
    instances.delete('r2', 'i1')
    expect(instances.get('r2')).toBeUndefined()
  })
})
