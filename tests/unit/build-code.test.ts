import { isBuildCode, newBuildCode, readBuildCode } from '@/lib/configurator/build-code'

describe('build codes', () => {
  it('name the model and read in three groups of four, from an alphabet without I, L, O or U', () => {
    const codes = Array.from({ length: 2000 }, () => newBuildCode('wama-26'))
    for (const code of codes)
      expect(code).toMatch(/^W26-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(new Set(codes).size).toBe(codes.length)
    // Every character of the alphabet turns up: the draw is not stuck on part of it.
    expect(new Set(codes.join('').replace(/^W26|-/g, '')).size).toBeGreaterThanOrEqual(32)
    expect(newBuildCode('wama-42')).toMatch(/^W42-/)
  })

  it('are read however a buyer types or reads them out', () => {
    const code = 'W26-7KQM-4TXD-92HF'
    for (const typed of [code, 'w26-7kqm-4txd-92hf', 'W26 7KQM 4TXD 92HF', 'W267KQM4TXD92HF', ' w26-7kqm-4txd-92hf ']) {
      expect(readBuildCode(typed)).toBe(code)
    }
    // The letters people take for digits are read as the digit.
    expect(readBuildCode('W26-ABOO-ILIL-0000')).toBe('W26-AB00-1111-0000')
  })

  it('refuse what cannot be one', () => {
    for (const text of [
      '',
      'W26',
      'W26-7KQM-4TXD-92H',
      'W26-7KQM-4TXD-92HFX',
      'W26-7KQM-4TXD-92HU',
      'X26-7KQM-4TXD-92HF',
      `W26-7KQM-4TXD-92HF${' '.repeat(30)}`,
      '../../etc/passwd',
    ]) {
      expect(readBuildCode(text)).toBeNull()
    }
    expect(isBuildCode('W26-7KQM-4TXD-92HF')).toBe(true)
    expect(isBuildCode('w26-7kqm-4txd-92hf')).toBe(false)
    // A quote reference from before build codes is not taken for one.
    expect(isBuildCode('W26-20261207-QG24')).toBe(false)
    expect(isBuildCode(null)).toBe(false)
  })
})
