import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '../../theme';
import { EChart } from './EChart';

const wrapper = ({ children }: { children: ReactNode }) => <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>;

describe('EChart', () => {
  it('draws the option as SVG in its own box, labelled for screen readers, and redraws on a new option', async () => {
    const option = (values: number[]) => ({
      xAxis: { type: 'category', data: ['PC', '手机'] },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', name: '访问量', data: values }],
    });
    const { rerender } = render(<EChart option={option([12, 30])} label="终端访问量" height={200} />, { wrapper });
    const box = screen.getByRole('img', { name: '终端访问量' });
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
    rerender(<EChart option={option([5, 6])} label="终端访问量" height={200} />);
    expect(box.querySelector('svg')).not.toBeNull();
  });
});
