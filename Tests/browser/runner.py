"""How every browser test file ends: run one TestCase class, print "N passed, M failed" last,
and exit non-zero when a test failed or none ran."""
import os
import subprocess
import sys
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.path.join(REPOSITORY, ".build", "debug", "recipebook")


def use_binary_argument(position):
    """Builds books with the command line's argument at `position` when there is one, else with
    the debug build; exits 2 when that binary is missing."""
    global BINARY
    if len(sys.argv) > position:
        BINARY = os.path.abspath(sys.argv[position])
    if not os.access(BINARY, os.X_OK):
        print(f"{BINARY} is missing: swift build first")
        sys.exit(2)


def build_book(content, output, *options):
    """`content` built into `output` by the recipebook binary; a failed build raises with its
    messages, so the test that needed the book fails saying why."""
    built = subprocess.run([BINARY, "build", "--content", content, "--output", output, *options],
                           capture_output=True, text=True)
    if built.returncode != 0:
        raise RuntimeError(f"{content} did not build:\n{built.stderr}")
    return output


def chrome(*arguments, browser_log=False):
    """Debian's headless Chromium through its chromedriver, with `arguments` added, and smooth
    scrolling off so that a click never lands mid-scroll."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu") + arguments:
        options.add_argument(argument)
    if browser_log:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    return driver


class BrowserTest(unittest.TestCase):
    """One headless Chromium for a TestCase class's tests, with `chrome_arguments` added."""
    driver = None
    chrome_arguments = ("--hide-scrollbars",)
    browser_log = False

    @classmethod
    def setUpClass(cls):
        cls.driver = chrome(*cls.chrome_arguments, browser_log=cls.browser_log)

    @classmethod
    def tearDownClass(cls):
        if cls.driver:
            cls.driver.quit()

    def wait(self, condition, timeout=8, message=""):
        """`condition()`'s first truthy value, asked until it comes or `timeout` seconds pass."""
        from selenium.webdriver.support.ui import WebDriverWait
        return WebDriverWait(self.driver, timeout).until(lambda _: condition(), message)

    def tap(self, element):
        """Clicks `element` once it is scrolled to the middle of the window."""
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
        element.click()

    def screen(self, width, height, density=1, mobile=True):
        """The page's viewport: CSS pixels, device pixels per CSS pixel, a phone's or not."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": density, "mobile": mobile})


def search_box(driver):
    """The search field, its header button pressed first when the field waits behind it (as
    in every header since issue 43; test_header.py tests the button itself)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    toggle = driver.find_element(By.CSS_SELECTOR, ".search-toggle")
    if toggle.is_displayed() and toggle.get_attribute("aria-expanded") != "true":
        WebDriverWait(driver, 8).until(
            lambda _: driver.execute_script("return !!window.RecipeBook && document.readyState === 'complete'"))
        toggle.click()
    return driver.find_element(By.ID, "search-input")


def run(case):
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(case)
    result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    passed = result.testsRun - failed - len(result.skipped)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or result.testsRun == 0 else 0)
