/** The console's words for the owner's console-account screen, merged by providers/i18n.ts. */
export const operatorsEn = {
  console: {
    operator: {
      title: 'Console accounts',
      empty: 'No console accounts yet.',
      you: 'you',
      owner: 'Owner',
      staff: 'Staff',
      enabled: 'Can log in',
      disabled: 'Disabled',
      disable: 'Disable',
      disableConfirm: '%{account} will be logged out at once and can no longer log in to the console. Enable the account again to undo this.',
      enable: 'Enable',
      makeOwner: 'Make owner',
      makeOwnerConfirm: '%{account} will be able to adjust balances, manage console accounts and read the audit log.',
      makeStaff: 'Make staff',
      makeStaffConfirm: '%{account} will no longer be able to adjust balances, manage console accounts or read the audit log.',
      create: 'New console account',
      createHelp: 'Give the person their account and this first password; they can change it from their account menu.',
      password: 'Password',
      passwordHelp: '10–64 characters',
      reset: 'New password',
      resetHelp: 'The operator is logged out everywhere at once and logs in again with this password.',
    },
  },
  resources: {
    operators: {
      name: 'Console account |||| Console accounts',
      fields: { account: 'Account', role: 'Role', disabled: 'State', createdAt: 'Created' },
    },
  },
};

export const operatorsZh: typeof operatorsEn = {
  console: {
    operator: {
      title: '后台账号',
      empty: '还没有后台账号。',
      you: '你',
      owner: '店主',
      staff: '员工',
      enabled: '可以登录',
      disabled: '已停用',
      disable: '停用',
      disableConfirm: '%{account} 会立即被退出登录，之后不能再登录后台。重新启用该账号即可恢复。',
      enable: '启用',
      makeOwner: '设为店主',
      makeOwnerConfirm: '%{account} 将可以调整会员余额、管理后台账号并查看操作日志。',
      makeStaff: '设为员工',
      makeStaffConfirm: '%{account} 将不能再调整会员余额、管理后台账号或查看操作日志。',
      create: '新建后台账号',
      createHelp: '把账号和这个初始密码告诉对方；对方可以在右上角的账号菜单中修改密码。',
      password: '密码',
      passwordHelp: '10–64 个字符',
      reset: '重设密码',
      resetHelp: '该账号会立即在所有地方退出登录，之后用这个新密码登录。',
    },
  },
  resources: {
    operators: {
      name: '后台账号',
      fields: { account: '账号', role: '角色', disabled: '状态', createdAt: '创建时间' },
    },
  },
};
