import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDemand, useDemand, type Demand } from './mount-on-demand';

function Probe({ demand }: { demand: Demand }) {
  return <p>{useDemand(demand) ? '已请求' : '未请求'}</p>;
}

describe('createDemand and useDemand', () => {
  it('says a part is wanted from the first ask on, and stays so', () => {
    const demand = createDemand();
    render(<Probe demand={demand} />);
    expect(screen.getByText('未请求')).toBeInTheDocument();
    act(() => demand.ask());
    expect(screen.getByText('已请求')).toBeInTheDocument();
    act(() => demand.ask());
    expect(screen.getByText('已请求')).toBeInTheDocument();
  });
});
