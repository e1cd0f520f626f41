import { PHONE_PATTERN } from '@dahua/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createInspector,
  type Inspector,
  type InspectorAssignment,
  listInspectors,
  resetInspectorPassword,
  setInspectorAssignments,
  setInspectorStatus,
} from '../../api/inspectors';
import { type DialogTarget, FormDialog, useFormDialog } from '../../components/form/FormDialog';
import { CreateButton, ListPage, ListTable } from '../../components/list/ListPage';
import { useUrlListState } from '../../components/list/useListState';
import SearchToolbar from '../../components/table/SearchToolbar';
import { useFeedback } from '../../feedback/feedback';
import { dateTime } from '../../format/time';
import { useModalWidth } from '../../hooks/useModalWidth';
import type { ConsoleRoute } from '../../routes/types';
import { AssignmentsEditor } from './AssignmentsEditor';

const PAGE_SIZE = 10;
const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

type Draft = {
  username: string;
  password: string;
  nickname: string;
  phone_number: string;
  organisation: string;
  assignments: InspectorAssignment[];
};
const EMPTY: Draft = {
  username: '',
  password: '',
  nickname: '',
  phone_number: '',
  organisation: '',
  assignments: [],
};
const FIELDS = new Set(['username', 'password', 'nickname', 'phone_number', 'organisation']);

const assignmentInputs = (assignments: InspectorAssignment[]) =>
  assignments.map((a) => ({ company_id: a.company_id, shop_id: a.shop_id }));

/** The assignments of a row, as tags: "company · shop" or "company · whole company". */
function AssignmentTags({ inspector }: { inspector: Inspector }) {
  const { t } = useTranslation();
  if (inspector.assignments.length === 0) return <Tag>{t('inspectors.noAssignments')}</Tag>;
  return (
    <Space size={[4, 4]} wrap style={{ maxWidth: 360 }}>
      {inspector.assignments.map((a) => (
        <Tag key={`${a.company_id}:${a.shop_id ?? ''}`} color={a.shop_id === null ? 'blue' : undefined}>
          {a.company_name} · {a.shop_id === null ? t('inspectors.wholeCompany') : a.shop_name}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * /admin/inspectorMng/inspectorList (issue 27): market regulators' read-only accounts. Every
 * administrator creates them, gives them companies or shops, disables or enables them and sets
 * their passwords; each change is in the audit log.
 */
export default function InspectorListPage({ route }: { route: ConsoleRoute }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const table = useUrlListState({ pageSize: PAGE_SIZE });
  const query = { page: table.query.page, per_page: table.query.per_page, name: table.query.name };
  const [creating, setCreating] = useState<DialogTarget<{ id: number }>>(null);
  const [assigning, setAssigning] = useState<Inspector | null>(null);
  const [resetting, setResetting] = useState<Inspector | null>(null);
  const [assignments, setAssignments] = useState<InspectorAssignment[]>([]);
  const [passwordForm] = Form.useForm<{ password: string }>();
  const width = useModalWidth();
  const dialog = useFormDialog<Draft, { id: number }>({
    target: creating,
    empty: EMPTY,
    valuesOf: () => EMPTY,
    fields: FIELDS,
  });

  const { data, isFetching } = useQuery({
    queryKey: ['inspectors', 'list', query],
    queryFn: () => listInspectors(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['inspectors'] });
  const nameOf = (inspector: Inspector) => inspector.nickname || inspector.username || inspector.phone_number;
  const refused = (error: Error) => modal.error({ title: t('request.errorTitle'), content: error.message });

  const create = useMutation({
    mutationFn: (draft: Draft) =>
      createInspector({
        username: draft.username,
        password: draft.password,
        nickname: draft.nickname?.trim() ?? '',
        phone_number: draft.phone_number?.trim() || undefined,
        organisation: draft.organisation?.trim() ?? '',
        assignments: assignmentInputs(draft.assignments ?? []),
      }),
    onSuccess: () => {
      setCreating(null);
      void message.success(t('inspectors.created'));
      return refresh();
    },
    onError: dialog.showRefusal,
  });
  const assign = useMutation({
    mutationFn: ({ id, next }: { id: number; next: InspectorAssignment[] }) =>
      setInspectorAssignments(id, assignmentInputs(next)),
    onSuccess: () => {
      setAssigning(null);
      void message.success(t('inspectors.assignmentsSaved'));
      return refresh();
    },
    onError: refused,
  });
  const status = useMutation({
    mutationFn: ({ id, next }: { id: number; next: Inspector['status'] }) => setInspectorStatus(id, next),
    onSuccess: () => {
      void message.success(t('inspectors.statusChanged'));
      return refresh();
    },
  });
  const reset = useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => resetInspectorPassword(id, password),
    onSuccess: () => {
      setResetting(null);
      void message.success(t('inspectors.passwordReset'));
    },
  });

  const createButton = (testId?: string) => (
    <CreateButton label={t('inspectors.create')} onClick={() => setCreating('new')} testId={testId} />
  );

  return (
    <ListPage title={t(`menu.${route.name}`)} actions={createButton('inspector-create')}>
      <SearchToolbar
        table={table}
        placeholder={t('inspectors.searchPlaceholder')}
        testId="inspector"
        width={260}
      />
      <ListTable<Inspector>
        list={table}
        page={data}
        loading={isFetching}
        empty={{ missing: t('inspectors.empty'), next: t('inspectors.emptyNext'), action: createButton() }}
        columns={[
          { title: t('inspectors.username'), dataIndex: 'username' },
          { title: t('inspectors.nickname'), dataIndex: 'nickname' },
          { title: t('inspectors.organisation'), dataIndex: 'organisation' },
          { title: t('inspectors.phoneNumber'), dataIndex: 'phone_number' },
          {
            title: t('inspectors.assignments'),
            key: 'assignments',
            render: (_: unknown, inspector: Inspector) => <AssignmentTags inspector={inspector} />,
          },
          {
            title: t('inspectors.status'),
            dataIndex: 'status',
            render: (value: Inspector['status']) =>
              value === 'active' ? (
                <Tag color="green">{t('inspectors.active')}</Tag>
              ) : (
                <Tag color="red">{t('inspectors.disabled')}</Tag>
              ),
          },
          {
            title: t('inspectors.createdTime'),
            dataIndex: 'created_time',
            render: (time: string) => dateTime(time),
          },
          {
            title: t('inspectors.actions'),
            key: 'actions',
            render: (_: unknown, inspector: Inspector) => {
              const active = inspector.status === 'active';
              return (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      setAssignments(inspector.assignments);
                      setAssigning(inspector);
                    }}
                    data-testid="inspector-assign"
                  >
                    {t('inspectors.editAssignments')}
                  </Button>
                  <Popconfirm
                    title={t(active ? 'inspectors.disableConfirm' : 'inspectors.enableConfirm', {
                      name: nameOf(inspector),
                    })}
                    onConfirm={() =>
                      status.mutate({ id: inspector.id, next: active ? 'disabled' : 'active' })
                    }
                  >
                    <Button type="link" size="small" danger={active} data-testid="inspector-status">
                      {active ? t('inspectors.disable') : t('inspectors.enable')}
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" onClick={() => setResetting(inspector)}>
                    {t('inspectors.resetPassword')}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />

      <FormDialog<Draft>
        dialog={dialog}
        title={t('inspectors.create')}
        name="inspector-create"
        testId="inspector-form"
        saving={create.isPending}
        onClose={() => setCreating(null)}
        onFinish={(draft) => create.mutate(draft)}
      >
        <Form.Item
          name="username"
          label={t('inspectors.username')}
          rules={[
            { required: true, message: t('inspectors.usernameRequired') },
            { pattern: USERNAME_PATTERN, message: t('inspectors.usernameInvalid') },
          ]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('inspectors.password')}
          rules={[
            { required: true, message: t('inspectors.passwordRequired') },
            { min: 8, message: t('inspectors.passwordTooShort') },
          ]}
        >
          <Input.Password maxLength={72} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="nickname" label={t('inspectors.nickname')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="organisation" label={t('inspectors.organisation')}>
          <Input maxLength={60} placeholder={t('inspectors.organisationPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label={t('inspectors.phoneNumber')}
          extra={t('inspectors.phoneHint')}
          rules={[{ pattern: PHONE_PATTERN, message: t('login.phoneInvalid') }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="assignments"
          label={t('inspectors.assignments')}
          extra={t('inspectors.assignmentsHint')}
        >
          <AssignmentsEditor />
        </Form.Item>
      </FormDialog>

      <Modal
        title={assigning ? t('inspectors.assignmentsOf', { name: nameOf(assigning) }) : ''}
        open={assigning !== null}
        onCancel={() => setAssigning(null)}
        onOk={() => assigning && assign.mutate({ id: assigning.id, next: assignments })}
        okButtonProps={{ 'data-testid': 'inspector-assignments-save' } as Record<`data-${string}`, string>}
        confirmLoading={assign.isPending}
        width={width}
        destroyOnHidden
      >
        <p>{t('inspectors.assignmentsHint')}</p>
        <AssignmentsEditor value={assignments} onChange={setAssignments} />
      </Modal>

      <Modal
        title={resetting ? t('inspectors.resetPasswordOf', { name: nameOf(resetting) }) : ''}
        open={resetting !== null}
        onCancel={() => setResetting(null)}
        onOk={() => passwordForm.submit()}
        confirmLoading={reset.isPending}
        width={width}
        afterClose={() => passwordForm.resetFields()}
        forceRender
      >
        <Form<{ password: string }>
          form={passwordForm}
          name="inspector-password"
          layout="vertical"
          onFinish={({ password }) => resetting && reset.mutate({ id: resetting.id, password })}
        >
          <Form.Item
            name="password"
            label={t('inspectors.newPassword')}
            extra={t('inspectors.passwordEndsSessions')}
            rules={[
              { required: true, message: t('inspectors.passwordRequired') },
              { min: 8, message: t('inspectors.passwordTooShort') },
            ]}
          >
            <Input.Password maxLength={72} autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
