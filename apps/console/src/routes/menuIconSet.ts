// The icons of the route table's menu entries. Not in the first load: the console layout, which
// alone shows them, waits for this chunk (menuIcons.tsx, router.tsx). A new menu icon is added
// here and named in the route table (`<MenuIcon name="…" />`).
export {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  MessageOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
