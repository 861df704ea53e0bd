import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '../../../theme';
import { commentQueue } from './check.queues';
import { problemsQueue, resourceErrorQueue } from './error-report.queue';
import { MarkedText } from './MarkedText';
import { recommendationQueue } from './recommendation.queue';
import { venueBookingQueue } from './venue-booking.queue';

describe('the review queue factory', () => {
  it('gives every queue its state tabs, submission dates, keyword, reader, time and state', () => {
    expect(commentQueue.filters.map((f) => [f.name, f.kind])).toEqual([
      ['status', 'enum'],
      ['from', 'dateRange'],
      ['keyword', 'keyword'],
    ]);
    expect(commentQueue.filters[0]).toMatchObject({ tabs: true, options: [{ label: '待审核' }, { label: '通过' }, { label: '不通过' }] });
    expect(commentQueue.filters[1].to).toBe('to');
    expect(commentQueue.columns.map((c) => c.label)).toEqual(['评论内容', '读者', '资源', '提交时间', '状态']);
    expect(commentQueue.defaultSort).toEqual({ sortBy: 'createdAt', order: 'DESC' });
    // 通过 / 不通过 as buttons, singly and in batch; 删除; no form of its own.
    expect(commentQueue.setter).toMatchObject({ field: 'status', buttons: true, options: [{ value: 'PASSED' }, { value: 'REJECTED' }] });
    expect(Object.keys(commentQueue.actions).sort()).toEqual(['batchRemove', 'batchSet', 'remove', 'set']);
    expect(commentQueue.update).toBeUndefined();
    expect(commentQueue.rowDialogs!.map((d) => d.label)).toEqual(['详情', '回复']);
  });

  it('names the states as the type reads them, and adds its own filters', () => {
    expect(recommendationQueue.setter!.options.map((o) => o.label)).toEqual(['采纳', '不采纳']);
    expect(problemsQueue.filters[0].options!.map((o) => o.label)).toEqual(['待处理', '已处理', '不予处理']);
    expect(problemsQueue.filters.map((f) => f.name)).toEqual(['status', 'from', 'keyword', 'type']);
    expect(resourceErrorQueue.filters.find((f) => f.name === 'resourceId')).toMatchObject({ kind: 'param' });
    // Messages and recommendations have no resource column.
    expect(recommendationQueue.columns.map((c) => c.label)).not.toContain('资源');
  });

  it('场地预约 passes a row only through its 审核 dialog; the batch buttons stay', () => {
    expect(venueBookingQueue.actions.set).toBeUndefined();
    expect(venueBookingQueue.actions.batchSet).toBeDefined();
    expect(venueBookingQueue.rowDialogs!.map((d) => d.label)).toEqual(['详情', '回复', '审核']);
  });
});

describe('MarkedText', () => {
  const renderText = (words?: string[]) =>
    render(
      <ChakraProvider value={portalSystem()}>
        <MarkedText text="这本书很差，差评，非常差" words={words} />
      </ChakraProvider>,
    );

  it('marks nothing by default', () => {
    const { container } = renderText();
    expect(container.querySelectorAll('mark')).toHaveLength(0);
    expect(screen.getByText('这本书很差，差评，非常差')).toBeInTheDocument();
  });

  it('marks every occurrence, the longer word first', () => {
    const { container } = renderText(['差', '差评', '.*']);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['差', '差评', '差']);
    expect(container.textContent).toBe('这本书很差，差评，非常差');
  });
});
