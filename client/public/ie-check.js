/* Old Internet Explorer cannot run the portal: send it to the upgrade page before the bundle loads. */
(function () {
  var ua = window.navigator.userAgent;
  if (ua.indexOf('MSIE ') > -1 || ua.indexOf('Trident/') > -1) window.location.replace('https://www.microsoft.com/zh-cn/edge');
})();
