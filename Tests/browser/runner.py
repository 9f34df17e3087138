"""How every browser test file ends: run one TestCase class, print "N passed, M failed" last,
and exit non-zero when a test failed or none ran."""
import sys
import unittest


def run(case):
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(case)
    result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    passed = result.testsRun - failed - len(result.skipped)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or result.testsRun == 0 else 0)
