import { afterEach, describe, expect, it } from 'vitest'
import { neighboursOf, placeToast, placeViewport, TOAST_TOP, type Box } from './toastPlacement'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }
/** A full-width phone button row at this top. */
const row = (top: number, left = 37, right = 226): Box => ({ top, bottom: top + 36, left, right })

describe('toast placement', () => {
  it('goes to the edge farther from the control that raised it when that edge is clear', () => {
    expect(placeToast(row(700), [], 90, phone)).toEqual({ top: TOAST_TOP })
    expect(placeToast(row(100), [], 90, phone)).toBe('bottom')
    expect(placeToast(undefined, [], 90, phone)).toBe('bottom')
  })

  it('takes the nearer edge when a neighbour sits under the farther one', () => {
    // The control is low; the client card above has its buttons just under the header.
    expect(placeToast(row(600), [row(100), row(144)], 90, phone)).toBe('bottom')
  })

  it('takes a free band between the neighbours when both edges would cover one', () => {
    // Buttons under the header, around the raising one, and near the bottom edge.
    const near = [row(100), row(144), row(450), row(760)]
    const spot = placeToast(row(406), near, 90, phone)
    expect(spot).not.toBe('bottom')
    const top = spot === 'bottom' ? 0 : spot.top
    for (const b of [row(406), ...near]) expect(top + 90 <= b.top || top >= b.bottom).toBe(true)
  })

  it('on a wide screen only controls under its right-hand column count', () => {
    // Buttons on the left half never meet a 400 px toast in the right corner.
    const left = (top: number) => ({ top, bottom: top + 36, left: 72, right: 400 })
    expect(placeToast(left(700), [left(90), left(740)], 90, desktop)).toEqual({ top: TOAST_TOP })
    // Buttons in the right-hand column: the toast keeps clear of them.
    const right = (top: number) => ({ top, bottom: top + 36, left: 827, right: 1183 })
    const spot = placeToast(right(500), [right(100), right(690)], 90, desktop)
    const top = spot === 'bottom' ? desktop.height - 16 - 90 : spot.top
    for (const b of [right(500), right(100), right(690)]) expect(top + 90 <= b.top || top >= b.bottom).toBe(true)
  })

  it('on a wide screen takes the left-hand corner when the right-hand column has no room', () => {
    // A card list whose buttons fill the right-hand column top to bottom.
    const right = (top: number) => ({ top, bottom: top + 36, left: 827, right: 1183 })
    const column = [100, 190, 280, 370, 460, 550, 640, 730].map(right)
    // Raised in the upper half: the farther edge, the bottom, in the left-hand corner.
    expect(placeToast(right(370), column, 90, desktop)).toEqual({ top: desktop.height - 16 - 90, side: 'left' })
  })
})

describe('neighbours of a control', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('are the controls of its list item and of the items around it', () => {
    document.body.innerHTML = `<ul>
      <li id="a"><button>A1</button></li>
      <li id="b"><button id="raise">B1</button><button>B2</button></li>
      <li id="c"><a href="/c">C1</a></li>
      <li id="d"><button>D1</button></li>
    </ul>`
    // jsdom draws nothing: every element counts as shown.
    for (const el of document.querySelectorAll('button, a')) el.getClientRects = () => [new DOMRect(0, 0, 1, 1)] as unknown as DOMRectList
    const names = neighboursOf(document.getElementById('raise')!).map((e) => e.textContent)
    expect(names).toEqual(['A1', 'B2', 'C1'])
  })
})

describe('the toast viewport', () => {
  it('keeps clear of where a removed control stood on its page, and of nothing once the action moved to another page', () => {
    const viewport = document.createElement('ol')
    document.body.append(viewport)
    const low = new DOMRect(16, 700, 358, 44)
    window.history.replaceState(null, '', '/admin/login')
    placeViewport(viewport, { box: low, path: '/admin/login' })
    expect(viewport.dataset.placement).toBe('top')
    // Signed in: the form is gone and the dashboard's first controls sit under the header.
    window.history.replaceState(null, '', '/admin')
    placeViewport(viewport, { box: low, path: '/admin/login' })
    expect(viewport.dataset.placement).toBe('bottom')
    viewport.remove()
  })
})
