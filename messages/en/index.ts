// The en catalogue: one JSON file per namespace, each the words of one area.
import account from "./account.json";
import accountReviews from "./accountReviews.json";
import allServices from "./allServices.json";
import booking from "./booking.json";
import bookingRecord from "./bookingRecord.json";
import bookingStatus from "./bookingStatus.json";
import business from "./business.json";
import cart from "./cart.json";
import checkout from "./checkout.json";
import cmsChecks from "./cmsChecks.json";
import cmsDoor from "./cmsDoor.json";
import company from "./company.json";
import dates from "./dates.json";
import draftBanner from "./draftBanner.json";
import contact from "./contact.json";
import contactSent from "./contactSent.json";
import desk from "./desk.json";
import deskChecks from "./deskChecks.json";
import deskReviews from "./deskReviews.json";
import deskSearch from "./deskSearch.json";
import error from "./error.json";
import forms from "./forms.json";
import home from "./home.json";
import ics from "./ics.json";
import labels from "./labels.json";
import languageOffer from "./languageOffer.json";
import layout from "./layout.json";
import mail from "./mail.json";
import manage from "./manage.json";
import membershipMail from "./membershipMail.json";
import navigation from "./navigation.json";
import notFound from "./notFound.json";
import offering from "./offering.json";
import plan from "./plan.json";
import policies from "./policies.json";
import preview from "./preview.json";
import previewChecks from "./previewChecks.json";
import previewBanner from "./previewBanner.json";
import priceStory from "./priceStory.json";
import problemChecks from "./problemChecks.json";
import problemMail from "./problemMail.json";
import problemStatus from "./problemStatus.json";
import problems from "./problems.json";
import refusals from "./refusals.json";
import remote from "./remote.json";
import remoteDesk from "./remoteDesk.json";
import remoteMail from "./remoteMail.json";
import remoteRefusals from "./remoteRefusals.json";
import reviewChecks from "./reviewChecks.json";
import reviewForm from "./reviewForm.json";
import reviewLink from "./reviewLink.json";
import reviewHiddenMail from "./reviewHiddenMail.json";
import reviewMail from "./reviewMail.json";
import reviewWork from "./reviewWork.json";
import reviews from "./reviews.json";
import search from "./search.json";
import serviceIslands from "./serviceIslands.json";
import servicePage from "./servicePage.json";
import share from "./share.json";
import sharing from "./sharing.json";
import signIn from "./signIn.json";
import staffMail from "./staffMail.json";
import structuredData from "./structuredData.json";
import techBookingMail from "./techBookingMail.json";
import techChecks from "./techChecks.json";
import techMail from "./techMail.json";
import techProfileMail from "./techProfileMail.json";
import techReviews from "./techReviews.json";
import techSignIn from "./techSignIn.json";
import techWork from "./techWork.json";
import techs from "./techs.json";
import trust from "./trust.json";
import userWork from "./userWork.json";
import zip from "./zip.json";

const messages = {
  account,
  accountReviews,
  allServices,
  booking,
  bookingRecord,
  bookingStatus,
  business,
  cart,
  checkout,
  cmsChecks,
  cmsDoor,
  company,
  dates,
  draftBanner,
  contact,
  contactSent,
  desk,
  deskChecks,
  deskReviews,
  deskSearch,
  error,
  forms,
  home,
  ics,
  labels,
  languageOffer,
  layout,
  mail,
  manage,
  membershipMail,
  navigation,
  notFound,
  offering,
  plan,
  policies,
  preview,
  previewChecks,
  previewBanner,
  priceStory,
  problemChecks,
  problemMail,
  problemStatus,
  problems,
  refusals,
  remote,
  remoteDesk,
  remoteMail,
  remoteRefusals,
  reviewChecks,
  reviewForm,
  reviewLink,
  reviewHiddenMail,
  reviewMail,
  reviewWork,
  reviews,
  search,
  serviceIslands,
  servicePage,
  share,
  sharing,
  signIn,
  staffMail,
  structuredData,
  techBookingMail,
  techChecks,
  techMail,
  techProfileMail,
  techReviews,
  techSignIn,
  techWork,
  techs,
  trust,
  userWork,
  zip,
};

export default messages;
