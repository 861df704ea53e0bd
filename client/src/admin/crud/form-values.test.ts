import { describe, expect, it } from 'vitest';
import { newsAdmin } from '../resources/news.admin';
import { libraryAdmin } from '../resources/library.admin';
import { initialValues, isBlankHtml, isDay, TIME_REQUIRED, toInput, validate, validateField } from './form-values';
import type { FormField } from './types';

type F = FormField<Record<string, unknown>>;
const field = (kind: F['kind'], extra: Partial<F> = {}): F => ({ name: 'x', label: '字段', kind, ...extra });

describe('form values', () => {
  it('start from the defaults for a new item, from the record when editing', () => {
    const fresh = initialValues(newsAdmin.fields);
    expect(fresh).toMatchObject({ title: '', category: '', sort: '0', enabled: true, recommended: false, body: '' });
    expect(fresh.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    const loaded = initialValues(newsAdmin.fields, {
      title: 'T',
      category: 'peaceNews',
      sort: 2,
      enabled: false,
      cover: null,
      publishedAt: '2026-01-02T03:04:00.000Z',
    });
    expect(loaded).toMatchObject({ title: 'T', category: 'peaceNews', sort: '2', enabled: false, cover: '' });
  });

  it('say what is missing or wrong in Chinese', () => {
    expect(validateField(field('text', { required: true, label: '标题' }), '  ')).toBe('请输入标题');
    expect(validateField(field('select', { required: true, label: '栏目' }), '')).toBe('请选择栏目');
    expect(validateField(field('image', { required: true, label: '图片' }), '')).toBe('请上传图片');
    expect(validateField(field('datetime', { required: true, label: '发布时间' }), '')).toBe(TIME_REQUIRED);
    expect(TIME_REQUIRED).toBe('请选择时间');
    expect(validateField(field('richtext', { required: true, label: '正文' }), '<p></p>')).toBe('请输入正文');
    expect(validateField(field('number', { label: '排序', integer: true }), '1.5')).toBe('排序必须是整数');
    expect(validateField(field('number', { label: '纬度', min: -90, max: 90 }), '91')).toBe('纬度不能大于90');
    expect(validateField(field('number', { label: '纬度' }), 'abc')).toBe('纬度必须是数字');
    expect(validateField(field('url', { label: '链接' }), 'www.example.com')).toBe('链接必须是以 http(s):// 或 / 开头的地址');
    expect(validateField(field('url', { label: '链接' }), '/index')).toBeUndefined();
    expect(validateField(field('text', { label: '标题', maxLength: 3 }), '四个字啊')).toBe('标题不能超过3个字');
    expect(validateField(field('text', { label: '作者' }), '')).toBeUndefined();
    expect(Object.keys(validate(libraryAdmin.fields, initialValues(libraryAdmin.fields)))).toEqual(['name', 'address']);
  });

  it('treat rich text without text or pictures as blank', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/uploads/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<h2>标题</h2>')).toBe(false);
  });

  it('become the input: typed values, defaults for empty fields, null clears on update only', () => {
    const fields = libraryAdmin.fields;
    const values = { ...initialValues(fields), name: ' 城东分馆 ', address: '城东路 1 号', latitude: '30.25', sort: '', phone: '' };
    expect(toInput(fields, values, 'create')).toEqual({
      name: '城东分馆',
      address: '城东路 1 号',
      latitude: 30.25,
      sort: 0,
      enabled: true,
      recommended: false,
    });
    expect(toInput(fields, values, 'update')).toEqual({
      name: '城东分馆',
      address: '城东路 1 号',
      latitude: 30.25,
      longitude: null,
      phone: null,
      openingHours: null,
      image: null,
      description: null,
      sort: 0,
      enabled: true,
      recommended: false,
    });
  });

  it('date fields hold YYYY-MM-DD and send it as it is', () => {
    const day = field('date', { label: '到货日期' });
    expect(initialValues([day], { x: '2026-03-15' })).toEqual({ x: '2026-03-15' });
    expect(initialValues([day], { x: '2026-03-15T00:00:00.000Z' })).toEqual({ x: '2026-03-15' });
    expect(initialValues([day], { x: null })).toEqual({ x: '' });
    expect(validateField(day, '')).toBeUndefined();
    expect(validateField({ ...day, required: true }, '')).toBe('请选择到货日期');
    expect(validateField(day, '2026-02-30')).toBe('到货日期必须是 YYYY-MM-DD 格式的日期');
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(toInput([day], { x: '2026-06-01' }, 'create')).toEqual({ x: '2026-06-01' });
    expect(toInput([day], { x: '' }, 'update')).toEqual({ x: null });
  });

  it('a fromList field of a new item starts with the list filter of its name', () => {
    const parent = field('select', { name: 'parentId', fromList: true });
    const other = field('select', { name: 'supplierId' });
    expect(initialValues([parent, other], undefined, { parentId: '5', supplierId: '7' })).toEqual({ parentId: '5', supplierId: '' });
    expect(initialValues([parent], { id: '1', parentId: null }, { parentId: '5' })).toEqual({ parentId: '' });
  });

  it('tags hold a string array, checked per tag, and are always sent whole', () => {
    const creators = field('tags', { name: 'creators', label: '责任者', maxItems: 2, maxLength: 4 });
    expect(initialValues([creators])).toEqual({ creators: [] });
    expect(initialValues([creators], { id: '1', creators: ['鲁迅'] })).toEqual({ creators: ['鲁迅'] });
    expect(validateField({ ...creators, required: true }, [])).toBe('请输入责任者');
    expect(validateField(creators, ['甲', '乙', '丙'])).toBe('责任者最多 2 个');
    expect(validateField(creators, ['一二三四五'])).toBe('每个责任者不能超过4个字');
    expect(toInput([creators], { creators: [' 鲁迅 ', ''] }, 'create')).toEqual({ creators: ['鲁迅'] });
    expect(toInput([creators], { creators: [] }, 'update')).toEqual({ creators: [] });
  });

  it('a picker starts from the record’s picked items in order and sends their ids', () => {
    const picker = field('picker', {
      name: 'resourceIds',
      label: '资源',
      picker: {
        query: {} as never,
        variables: () => ({}),
        toOptions: () => [],
        fromRecord: (r: { ids: string[] }) => r.ids.map((id) => ({ value: id, label: `#${id}` })),
      },
    });
    expect(initialValues([picker])).toEqual({ resourceIds: [] });
    expect(initialValues([picker], { id: '1', ids: ['3', '1'] })).toEqual({
      resourceIds: [
        { value: '3', label: '#3' },
        { value: '1', label: '#1' },
      ],
    });
    expect(validateField({ ...picker, required: true }, [])).toBe('请选择资源');
    expect(
      toInput(
        [picker],
        {
          resourceIds: [
            { value: '3', label: '#3' },
            { value: '1', label: '#1' },
          ],
        },
        'update',
      ),
    ).toEqual({ resourceIds: ['3', '1'] });
  });

  it('a file is an uploaded URL; a pattern says its own message', () => {
    const file = field('file', { label: '电子书文件' });
    expect(validateField({ ...file, required: true }, '')).toBe('请上传电子书文件');
    expect(validateField(file, 'book.epub')).toBe('电子书文件必须是以 http(s):// 或 / 开头的地址');
    expect(validateField(file, '/uploads/book.epub')).toBeUndefined();
    const isbn = field('text', { pattern: { regex: /^\d{13}$/, message: 'ISBN 格式无效' } });
    expect(validateField(isbn, '978-7')).toBe('ISBN 格式无效');
    expect(validateField(isbn, '9787020024759')).toBeUndefined();
    expect(validateField(isbn, '')).toBeUndefined();
  });
});
