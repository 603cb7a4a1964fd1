import { describe, expect, it } from 'vitest'
import { uploadErrorMessage } from './uploadRequest'

const MB2 = 2 * 1024 * 1024

describe('upload error messages', () => {
  it("use the server's field message, then its message", () => {
    const body = JSON.stringify({ message: 'The file is larger than 2 MB.', fields: { file: 'Choose a file of at most 2 MB.' } })
    expect(uploadErrorMessage(413, body, MB2, 'PNG')).toBe('Choose a file of at most 2 MB.')
    expect(uploadErrorMessage(415, JSON.stringify({ message: 'Upload a PNG, JPG, WebP or SVG image.' }), MB2, 'PNG')).toBe(
      'Upload a PNG, JPG, WebP or SVG image.',
    )
  })

  it('never show a proxy page; name the limit or the types instead', () => {
    expect(uploadErrorMessage(413, '<html>Request Entity Too Large</html>', MB2, 'PNG image')).toBe(
      'The file is larger than 2 MB. Choose a smaller one.',
    )
    expect(uploadErrorMessage(415, '', MB2, 'PNG image')).toBe('This type of file is not accepted. Choose a PNG image.')
    expect(uploadErrorMessage(0, '', MB2, 'PNG')).toMatch(/connection/)
    expect(uploadErrorMessage(500, 'oops', MB2, 'PNG')).toBe('The upload failed. Please try again.')
  })
})
