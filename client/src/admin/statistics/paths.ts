/** Where one reader's own activity is (用户统计 → 读者记录): linked from the reader list too. */
export const readerStatPath = (id: string) => `/admin/statistics/user/${id}`;
