import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import ApartmentOutlined from "@mui/icons-material/ApartmentOutlined";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import AssessmentOutlined from "@mui/icons-material/AssessmentOutlined";
import BadgeOutlined from "@mui/icons-material/BadgeOutlined";
import BarChartOutlined from "@mui/icons-material/BarChartOutlined";
import BoltOutlined from "@mui/icons-material/BoltOutlined";
import CalculateOutlined from "@mui/icons-material/CalculateOutlined";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutlineOutlined";
import ChecklistOutlined from "@mui/icons-material/ChecklistOutlined";
import ConstructionOutlined from "@mui/icons-material/ConstructionOutlined";
import ContactMailOutlined from "@mui/icons-material/ContactMailOutlined";
import CreditCardOutlined from "@mui/icons-material/CreditCardOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import DynamicFormOutlined from "@mui/icons-material/DynamicFormOutlined";
import EmailOutlined from "@mui/icons-material/EmailOutlined";
import ExtensionOutlined from "@mui/icons-material/ExtensionOutlined";
import FavoriteBorderOutlined from "@mui/icons-material/FavoriteBorderOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import HandshakeOutlined from "@mui/icons-material/HandshakeOutlined";
import HelpOutline from "@mui/icons-material/HelpOutlineOutlined";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import HowToRegOutlined from "@mui/icons-material/HowToRegOutlined";
import KeyOutlined from "@mui/icons-material/KeyOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import LoginOutlined from "@mui/icons-material/LoginOutlined";
import ManageSearchOutlined from "@mui/icons-material/ManageSearchOutlined";
import MapOutlined from "@mui/icons-material/MapOutlined";
import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import MenuOpenOutlined from "@mui/icons-material/MenuOpenOutlined";
import MiscellaneousServicesOutlined from "@mui/icons-material/MiscellaneousServicesOutlined";
import PeopleOutline from "@mui/icons-material/PeopleOutlineOutlined";
import PersonOutline from "@mui/icons-material/PersonOutlineOutlined";
import PostAddOutlined from "@mui/icons-material/PostAddOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import ShoppingCartOutlined from "@mui/icons-material/ShoppingCartOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import TravelExploreOutlined from "@mui/icons-material/TravelExploreOutlined";
import ViewCarouselOutlined from "@mui/icons-material/ViewCarouselOutlined";
import ViewQuiltOutlined from "@mui/icons-material/ViewQuiltOutlined";
import WebOutlined from "@mui/icons-material/WebOutlined";
import WidgetsOutlined from "@mui/icons-material/WidgetsOutlined";
import type { SvgIconComponent } from "@mui/icons-material";
import type { SearchIcon } from "~/lib/search/pages";

/** The icon of each search-registry icon name (a new name fails the type check until it is drawn). */
export const SEARCH_ICON_COMPONENTS: Record<SearchIcon, SvgIconComponent> = {
  Home: HomeOutlined,
  Account: AccountCircleOutlined,
  Outbox: MarkEmailReadOutlined,
  Users: PeopleOutline,
  Branch: ApartmentOutlined,
  BranchUsers: BadgeOutlined,
  Banner: ViewCarouselOutlined,
  Menu: MenuOpenOutlined,
  Page: WebOutlined,
  Blog: ArticleOutlined,
  Service: MiscellaneousServicesOutlined,
  Reference: HandshakeOutlined,
  Team: GroupsOutlined,
  Contacts: ContactMailOutlined,
  Freight: LocalShippingOutlined,
  Calculate: CalculateOutlined,
  Offer: RequestQuoteOutlined,
  Express: BoltOutlined,
  Shipment: LocalShippingOutlined,
  NewShipment: PostAddOutlined,
  Tracking: TravelExploreOutlined,
  Tariff: ManageSearchOutlined,
  Analytics: AssessmentOutlined,
  Dashboard: DashboardOutlined,
  Email: EmailOutlined,
  Chat: ChatBubbleOutline,
  Todo: ChecklistOutlined,
  Calendar: CalendarMonthOutlined,
  Invoice: ReceiptLongOutlined,
  Shop: StorefrontOutlined,
  Wishlist: FavoriteBorderOutlined,
  Checkout: ShoppingCartOutlined,
  Settings: SettingsOutlined,
  Login: LoginOutlined,
  Register: HowToRegOutlined,
  Password: KeyOutlined,
  Profile: PersonOutline,
  Help: HelpOutline,
  Pricing: SellOutlined,
  Misc: ConstructionOutlined,
  Lock: LockOutlined,
  Card: CreditCardOutlined,
  Widgets: WidgetsOutlined,
  Extension: ExtensionOutlined,
  Form: DynamicFormOutlined,
  Table: TableChartOutlined,
  Chart: BarChartOutlined,
  Map: MapOutlined,
  Layout: ViewQuiltOutlined,
};

export function searchIcon(name: string): SvgIconComponent {
  return SEARCH_ICON_COMPONENTS[name as SearchIcon] ?? DescriptionOutlined;
}
