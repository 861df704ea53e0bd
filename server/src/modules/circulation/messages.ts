/** What a reader or the desk is told when circulation refuses (issue 14): one place, in Chinese. */
export const REFUSALS = {
  overdue: '已逾期，不能续借',
  reserved: '该书已被预约，不能续借',
  renewLimit: '已达到续借次数上限',
  returned: '该书已归还，不能续借',
  renewFailed: '续借失败，请稍候再试',
  loanMissing: '借阅记录不存在',
  requestMissing: '预约记录不存在',
  requestClosed: '该预约已办理或已取消，不能取消',
  notBook: '只有纸质图书可以预约借阅',
  alreadyRequested: '您已预约该书，请到馆办理借阅',
  alreadyBorrowed: '您已借阅该书，无需预约',
  noCopy: '该书暂无在架可借的馆藏，不能预约',
  requestAtMax: (max: number) => `借阅数量已达上限（${max} 册），不能再预约`,
  lendAtMax: (max: number) => `该读者借阅数量已达上限（${max} 册），不能再借`,
  readerMissing: '读者不存在',
  readerDisabled: '该读者账号已停用，不能借书',
  borrowerMissing: '请指定读者（读者编号或读者证号）',
  copyMissing: '馆藏册不存在',
  copyUnspecified: '请输入条码号',
  barcodeUnknown: '没有该条码号的馆藏册',
  copyDisabled: '该册已停用，不能借出',
  copyHeldForOther: '该册已为其他读者预约保留，不能借出',
  copyReserved: '该册已被预约，不能借出',
  copyNotLent: '该册没有在借记录',
  cardMismatch: '读者证号与当前登录账号不符',
  cardPassword: '读者证密码错误',
  cardTooMany: '读者证验证失败次数过多，请15分钟后再试',
} as const;

/** Why a copy in this state cannot be lent. */
export const COPY_NOT_LENDABLE: Record<string, string> = {
  ON_LOAN: '该册已借出，不能再借',
  IN_PROCESSING: '该册正在加工，不能借出',
  LOST: '该册已遗失，不能借出',
  DAMAGED: '该册已损坏，不能借出',
};
