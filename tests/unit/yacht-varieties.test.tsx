import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { Varieties } from '@/components/yacht/Varieties.client'
import { sortVarieties, varietyForGoal, type VarietyView } from '@/components/yacht/varieties'

import { renderIn } from './intl'

describe('varietyForGoal', () => {
  it.each([
    ['performance', 'sport'],
    ['luxury', 'luxury'],
    ['entertainment', 'standard'],
    ['', 'standard'],
    ['anything-else', 'standard'],
    ['Performance', 'standard'],
  ])('%p → %p', (goal, variety) => {
    expect(varietyForGoal(goal)).toBe(variety)
  })
})

const variety = (id: string, order: number, price: number | null): VarietyView => ({
  id,
  name: `WAMA 26 ${id[0]?.toUpperCase()}${id.slice(1)}`,
  price,
  description: `${id} description`,
  key_features: [`${id} feature`],
  recommendation: `${id} recommendation`,
  image: '',
  picture: null,
  configuration: '',
  configureHref: null,
  display_order: order,
})

describe('<Varieties>', () => {
  const varieties = sortVarieties([
    variety('standard', 3, 160000),
    variety('sport', 1, 198000),
    variety('luxury', 2, null),
  ])

  it('sorts by display order and preselects the first variety', () => {
    renderIn(<Varieties yachtName="WAMA 26" varieties={varieties} />)
    const options = screen.getAllByRole('radio', { name: /WAMA 26/ })
    expect(options.map((o) => o.textContent)).toEqual([
      'WAMA 26 Sport€198,000',
      'WAMA 26 LuxuryN/A',
      'WAMA 26 Standard€160,000',
    ])
    expect(screen.getByRole('radio', { name: /WAMA 26 Sport/ })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('heading', { name: 'WAMA 26 Sport' })).toBeInTheDocument()
  })

  it('selects the variety that matches the chosen goal', async () => {
    const user = userEvent.setup()
    renderIn(<Varieties yachtName="WAMA 26" varieties={varieties} />)
    await user.click(screen.getByRole('radio', { name: /^Entertainment/ }))
    expect(screen.getByRole('heading', { name: 'WAMA 26 Standard' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /^Luxury/ }))
    expect(screen.getByRole('heading', { name: 'WAMA 26 Luxury' })).toBeInTheDocument()
    expect(screen.getByText('From N/A')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /^Performance/ }))
    expect(screen.getByRole('heading', { name: 'WAMA 26 Sport' })).toBeInTheDocument()
  })

  it('keeps the current variety when the goal maps to a variety the model lacks', async () => {
    const user = userEvent.setup()
    renderIn(<Varieties yachtName="WAMA 26" varieties={[variety('sport', 1, 1), variety('luxury', 2, 2)]} />)
    await user.click(screen.getByRole('radio', { name: /^Entertainment/ }))
    expect(screen.getByRole('heading', { name: 'WAMA 26 Sport' })).toBeInTheDocument()
  })

  it('speaks French on a French page: goals, prices and the from line', async () => {
    const user = userEvent.setup()
    renderIn(<Varieties yachtName="WAMA 26" varieties={varieties} />, 'fr')
    expect(screen.getByRole('radiogroup', { name: 'Versions du WAMA 26' })).toBeInTheDocument()
    // textContent, not toHaveTextContent: the matcher folds the no-break spaces this checks into plain ones.
    expect(screen.getByRole('radio', { name: /WAMA 26 Sport/ }).textContent).toBe('WAMA 26 Sport198\u202f000\u00a0€')
    expect(screen.getByText(/^À partir de/).textContent).toBe('À partir de 198\u202f000\u00a0€')
    await user.click(screen.getByRole('radio', { name: /^Convivialité/ }))
    expect(screen.getByRole('heading', { name: 'WAMA 26 Standard' })).toBeInTheDocument()
  })
})
